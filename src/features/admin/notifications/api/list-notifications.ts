import type { DocStore, Query } from '@/backend/ports';
import {
  NOTIFICATIONS_COLLECTION,
  toNotification,
  type Notification,
  type NotificationType,
} from '@/domain/notifications';

export type TypeFilter = NotificationType | 'all';
export type DateOrder = 'desc' | 'asc';

/** docs/product-rules.md 15.9: ordered by createdAt, optionally filtered on type. */
export function notificationsQuery(type: TypeFilter, order: DateOrder): Query {
  return {
    collection: NOTIFICATIONS_COLLECTION,
    ...(type === 'all' ? {} : { where: [['type', '==', type]] }),
    orderBy: [['createdAt', order]],
  };
}

export async function listNotifications(
  docs: DocStore,
  type: TypeFilter,
  order: DateOrder,
): Promise<Notification[]> {
  const snaps = await docs.query(notificationsQuery(type, order));
  return snaps.map(toNotification).filter((n): n is Notification => n !== null);
}
