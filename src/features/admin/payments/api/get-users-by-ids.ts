import type { DocStore } from '@/backend/ports';
import { readStoredUser } from '@/domain/stored-user';

export interface UserContact {
  name: string | null;
  email: string | null;
}

/** docs/product-rules.md 15.4: id lookups go in batches of 10 (Firestore's old `in` limit). */
export const USER_LOOKUP_BATCH = 10;

const text = (v: string | null) => v?.trim() || null;

/**
 * Names and e-mails of users/{uid} for orders that lack them. A failed batch is skipped
 * (enrichment failures are silent: docs/product-rules.md 15.4); its rows keep what the order had.
 */
export async function getUsersByIds(
  docs: DocStore,
  uids: readonly string[],
): Promise<Map<string, UserContact>> {
  const unique = [...new Set(uids)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += USER_LOOKUP_BATCH)
    batches.push(unique.slice(i, i + USER_LOOKUP_BATCH));
  const found = new Map<string, UserContact>();
  await Promise.all(
    batches.map(async (ids) => {
      try {
        const snaps = await docs.query({ collection: 'users', where: [['uid', 'in', ids]] });
        for (const s of snaps) {
          const user = readStoredUser(s.data);
          found.set(text(user.uid) ?? s.id, { name: text(user.name), email: text(user.email) });
        }
      } catch {
        // Silent by rule (docs/product-rules.md 15.4): the table still shows the order without the name.
      }
    }),
  );
  return found;
}
