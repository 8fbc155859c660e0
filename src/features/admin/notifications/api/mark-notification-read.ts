import type { DocStore } from '@/backend/ports';
import { NOTIFICATIONS_COLLECTION } from '@/domain/notifications';

/** One-way (docs/product-rules.md 15.9): the rules refuse setting isRead back to false. */
export function markNotificationRead(docs: DocStore, id: string) {
  return docs.update(`${NOTIFICATIONS_COLLECTION}/${id}`, { isRead: true });
}
