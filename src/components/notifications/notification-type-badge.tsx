import type { NotificationType } from '@/domain/notifications';
import { cn } from '@/components/ui/cn';
import { notificationTypeStyle } from './notification-type-style';

export function NotificationTypeBadge({ type, className }: { type: NotificationType; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        notificationTypeStyle[type].badge,
        className,
      )}
    >
      {notificationTypeStyle[type].label}
    </span>
  );
}
