import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Bell } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { useMyNotifications } from '../hooks/use-my-notifications';
import { NotificationPanel } from './notification-panel';

const bellClass = cn(
  'relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 transition-colors',
  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
  'dark:text-slate-200 dark:hover:bg-slate-800',
);

/**
 * The header bell for a signed-in user: a badge with the unseen count and a panel listing their
 * notifications. Escape or a click outside closes it; focus returns to the bell on Escape.
 */
export function NotificationBell({ uid }: { uid: string }) {
  const { query, notifications, unseenIds, markAllSeen } = useMyNotifications(uid);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const count = unseenIds.size;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div
      ref={rootRef}
      className="sm:relative"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        // Tabbing out of the panel closes it, like the More menu.
        if (open && e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        className={bellClass}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {count > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute top-1 right-1 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white"
          >
            {count > 9 ? '9+' : count}
          </span>
        )}
      </button>
      {open && (
        <NotificationPanel
          ref={panelRef}
          id={panelId}
          status={query.status}
          notifications={notifications}
          unseenIds={unseenIds}
          onMarkAllSeen={markAllSeen}
          onRetry={() => void query.refetch()}
        />
      )}
    </div>
  );
}
