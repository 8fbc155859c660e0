import { useState } from 'react';
import { Check } from 'lucide-react';
import { NotificationTypeBadge } from '@/components/notifications/notification-type-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { Notification } from '@/domain/notifications';

const AUDIENCE_LABEL = { all: 'All users', premium: 'Premium users', free: 'Free users' } as const;

const formatDate = (d: Date | null) =>
  d ? d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Just now';

/** One notification: type, audience, dates, an expired marker and mark-as-read. */
export function NotificationItem({
  notification: n,
  now,
  onMarkRead,
}: {
  notification: Notification;
  now: Date;
  onMarkRead: (id: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const expired = n.expiresAt.getTime() <= now.getTime();

  async function markRead() {
    setBusy(true);
    try {
      await onMarkRead(n.id);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      aria-label={n.title}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between',
        n.isRead
          ? 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50'
          : 'border-indigo-200 bg-white dark:border-indigo-900 dark:bg-slate-900',
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <NotificationTypeBadge type={n.type} />
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {AUDIENCE_LABEL[n.targetUserType]}
          </span>
          {expired && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-100">
              Expired
            </span>
          )}
          {n.isRead && <span className="text-xs text-slate-500 dark:text-slate-400">Read</span>}
        </div>
        <h3 className="mt-2 font-semibold break-words text-slate-900 dark:text-white">{n.title}</h3>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {n.message}
        </p>
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          Created {formatDate(n.createdAt)} · {expired ? 'Expired' : 'Expires'} {formatDate(n.expiresAt)}
        </p>
      </div>
      {!n.isRead && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void markRead()}
          disabled={busy}
          className="shrink-0"
        >
          <Check aria-hidden="true" className="h-4 w-4" />
          Mark as read
        </Button>
      )}
    </li>
  );
}
