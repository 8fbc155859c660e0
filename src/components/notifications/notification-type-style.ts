import type { NotificationType } from '@/domain/notifications';

/**
 * One colour per notification type, shared by the admin's Notification Center and the header
 * bell so a warning looks the same in both (light and dark).
 */
export const notificationTypeStyle: Record<NotificationType, { badge: string; dot: string; label: string }> =
  {
    info: {
      badge: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
      dot: 'bg-sky-500',
      label: 'Info',
    },
    success: {
      badge: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
      dot: 'bg-emerald-500',
      label: 'Success',
    },
    warning: {
      badge: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
      dot: 'bg-amber-500',
      label: 'Warning',
    },
    error: {
      badge: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
      dot: 'bg-red-500',
      label: 'Error',
    },
  };
