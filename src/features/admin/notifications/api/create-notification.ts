import { serverTime, type DocStore } from '@/backend/ports';
import { expiryDate, NOTIFICATIONS_COLLECTION, type CreateNotificationValues } from '@/domain/notifications';

/**
 * Adds a notification, unread, stamped with the server's time; the expiry counts from `now`
 * (the admin's clock: the rules allow a day of slack).
 */
export function createNotification(docs: DocStore, values: CreateNotificationValues, now: Date) {
  return docs.add(NOTIFICATIONS_COLLECTION, {
    title: values.title,
    message: values.message,
    type: values.type,
    targetUserType: values.targetUserType,
    createdAt: serverTime(),
    expiresAt: expiryDate(now, values.expiryDays),
    isRead: false,
  });
}
