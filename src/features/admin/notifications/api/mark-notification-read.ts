import type { DocStore } from '@/backend/ports';
import { NOTIFICATIONS_COLLECTION } from '@/domain/notifications';

/** One-way (spec 3 section 4): the rules refuse setting isRead back to false. */
export function markNotificationRead(docs: DocStore, id: string) {
  return docs.update(`${NOTIFICATIONS_COLLECTION}/${id}`, { isRead: true });
}
