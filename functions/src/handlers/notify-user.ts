/**
 * Sends one person a personal notification (src/domain/user-notifications.ts). The event key makes
 * it idempotent: the reminder job and the payment webhooks may run twice for one event, and the
 * second run finds the first's document and sends nothing more.
 */
import {
  USER_NOTIFICATION_DAYS,
  USER_NOTIFICATIONS,
  userNotificationId,
  userNotificationSchema,
  type UserNotification,
} from '@/domain/user-notifications';
import { expiryDate } from '@/domain/notifications';
import type { AdminStore } from './ports';

export interface PersonalMessage {
  /** Names the event, e.g. `plan-ends-2026-12-12` or `refund-razorpay-order_1`. */
  event: string;
  title: string;
  message: string;
  type: UserNotification['type'];
}

/** Writes the notification unless this event's is already there (a replay keeps the first's time). */
export async function notifyUser(
  store: Pick<AdminStore, 'transaction'>,
  uid: string,
  msg: PersonalMessage,
  now: Date,
): Promise<void> {
  const doc = userNotificationSchema.parse({
    userId: uid,
    title: msg.title,
    message: msg.message,
    type: msg.type,
    createdAt: now,
    expiresAt: expiryDate(now, USER_NOTIFICATION_DAYS),
  });
  const path = `${USER_NOTIFICATIONS}/${userNotificationId(uid, msg.event)}`;
  await store.transaction(async (tx) => {
    if (!(await tx.get(path))) tx.set(path, doc);
  });
}
