import { forwardRef } from 'react';
import { notificationTypeStyle } from '@/components/notifications/notification-type-style';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { NOTIFICATION_MESSAGES, type MyNotification } from '@/domain/notifications';
import { relativeTime } from '@/domain/relative-time';

export interface NotificationPanelProps {
  id: string;
  status: 'pending' | 'error' | 'success';
  notifications: MyNotification[];
  unseenIds: Set<string>;
  onMarkAllSeen: () => void;
  onRetry: () => void;
}

function Item({ n, isNew, now }: { n: MyNotification; isNew: boolean; now: Date }) {
  const style = notificationTypeStyle[n.type];
  return (
    <li className={cn('flex gap-3 px-4 py-3', isNew && 'bg-indigo-50/60 dark:bg-indigo-950/30')}>
      <span aria-hidden="true" className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full', style.dot)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900 dark:text-white">
          <span className="sr-only">{style.label}: </span>
          {n.title}
          {isNew && <span className="sr-only"> (new)</span>}
        </p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-600 dark:text-slate-300">
          {n.message}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{relativeTime(n.createdAt, now)}</p>
      </div>
    </li>
  );
}

/** The bell's panel: fits a 375 px phone (full width under the header), a card from 640 px. */
export const NotificationPanel = forwardRef<HTMLDivElement, NotificationPanelProps>(
  function NotificationPanel({ id, status, notifications, unseenIds, onMarkAllSeen, onRetry }, ref) {
    const now = new Date();
    return (
      <div
        ref={ref}
        id={id}
        role="dialog"
        aria-label="Notifications"
        tabIndex={-1}
        className={cn(
          'fixed inset-x-2 top-16 z-50 flex max-h-[70dvh] flex-col overflow-hidden rounded-xl border shadow-lg',
          'border-slate-200 bg-white focus:outline-none dark:border-slate-700 dark:bg-slate-900',
          'sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96',
        )}
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Notifications</h2>
          <Button variant="ghost" size="sm" onClick={onMarkAllSeen} disabled={unseenIds.size === 0}>
            Mark all as read
          </Button>
        </div>
        <div className="min-h-0 overflow-y-auto">
          {status === 'pending' ? (
            <div className="flex justify-center p-6">
              <Spinner label="Loading notifications" />
            </div>
          ) : status === 'error' ? (
            <div className="flex flex-col items-center gap-2 p-6 text-center text-sm text-red-700 dark:text-red-300">
              <p>Could not load notifications.</p>
              <Button variant="outline" size="sm" onClick={onRetry}>
                Try again
              </Button>
            </div>
          ) : (
            <>
              {unseenIds.size === 0 && (
                <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
                  {NOTIFICATION_MESSAGES.bellEmpty}
                </p>
              )}
              {notifications.length > 0 && (
                <ul
                  aria-label="Your notifications"
                  className="divide-y divide-slate-100 dark:divide-slate-800"
                >
                  {notifications.map((n) => (
                    <Item key={n.id} n={n} isNew={unseenIds.has(n.id)} now={now} />
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
    );
  },
);
