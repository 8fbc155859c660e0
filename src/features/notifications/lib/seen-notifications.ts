/**
 * Which notifications a user has dismissed with "Mark all as read", per user, in this browser.
 * Not the document's `isRead`: that is one global flag of the admin's inbox (docs/product-rules.md 15.9),
 * shared by every reader, so a user marking it would mark it for everyone — and users may not
 * write notifications at all. The cost: "seen" does not follow the user to another device.
 */
export const seenKey = (uid: string) => `seenNotifications:${uid}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSeen(uid: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(seenKey(uid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Stores `ids` only: ids no longer listed (expired) drop out, so the entry stays small. */
export function writeSeen(uid: string, ids: readonly string[]): void {
  try {
    storage()?.setItem(seenKey(uid), JSON.stringify([...new Set(ids)]));
  } catch {
    // Storage full or blocked (private mode): the badge simply comes back next visit.
  }
}
