import { BellOff } from 'lucide-react';
import { NOTIFICATION_MESSAGES, type Notification } from '@/domain/notifications';
import type { TypeFilter } from '../api/list-notifications';
import { NotificationItem } from './notification-item';

export function NotificationList({
  notifications,
  type,
  now,
  onMarkRead,
}: {
  notifications: Notification[];
  type: TypeFilter;
  now: Date;
  onMarkRead: (id: string) => Promise<void>;
}) {
  if (notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-700">
        <BellOff aria-hidden="true" className="h-8 w-8 text-slate-400" />
        <p className="font-medium text-slate-900 dark:text-white">{NOTIFICATION_MESSAGES.empty}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {type === 'all' ? NOTIFICATION_MESSAGES.emptyAll : NOTIFICATION_MESSAGES.emptyType(type)}
        </p>
      </div>
    );
  }
  return (
    <ul aria-label="Notifications" className="flex flex-col gap-3">
      {notifications.map((n) => (
        <NotificationItem key={n.id} notification={n} now={now} onMarkRead={onMarkRead} />
      ))}
    </ul>
  );
}
