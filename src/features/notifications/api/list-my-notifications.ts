import type { Callables } from '@/backend/ports';
import type { ListMyNotificationsResult } from '@/domain/notifications';

/** The `listMyNotifications` callable: the caller's active notifications, newest first. */
export function listMyNotifications(functions: Callables): Promise<ListMyNotificationsResult> {
  return functions.call<Record<string, never>, ListMyNotificationsResult>('listMyNotifications', {});
}
