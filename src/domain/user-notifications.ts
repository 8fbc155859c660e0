/**
 * Personal notifications (docs/product-rules.md 15.9): messages the server sends one person, such
 * as the reminder before a plan ends or the notice of a refund. Written by the server only
 * (firestore.rules denies every client), one document per event so a replay writes the same
 * document again, and read by the owner through listMyNotifications beside the admin's broadcasts.
 */
import { z } from 'zod';
import { NOTIFICATION_TYPES, type MyNotification } from './notifications';

export const USER_NOTIFICATIONS = 'userNotifications';

/** How long a personal notification stays in the bell. */
export const USER_NOTIFICATION_DAYS = 14;

export const userNotificationSchema = z.object({
  userId: z.string().min(1),
  title: z.string().min(1).max(200),
  message: z.string().min(1).max(2000),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: z.date(),
  expiresAt: z.date(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

/**
 * The document id of one event for one person: the same event (a reminder for one end date, a
 * refund of one order) always lands on the same document, so it is sent once however often the
 * job or the webhook runs.
 */
export function userNotificationId(uid: string, event: string): string {
  return `${uid}_${event}`.replace(/[^A-Za-z0-9_.-]/g, '-').slice(0, 500);
}

/** A stored personal notification as the bell shows it, or null when it is malformed. */
export function toMyUserNotification(snap: { id: string; data: unknown }): MyNotification | null {
  const parsed = userNotificationSchema.safeParse(snap.data);
  if (!parsed.success) return null;
  const n = parsed.data;
  return {
    id: snap.id,
    title: n.title,
    message: n.message,
    type: n.type,
    createdAt: n.createdAt.toISOString(),
    expiresAt: n.expiresAt.toISOString(),
  };
}
