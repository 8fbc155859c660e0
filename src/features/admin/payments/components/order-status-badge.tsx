import type { AdminOrderStatus } from '@/domain/admin/orders';

const TONES: Record<AdminOrderStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  created: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
};

/** The normalised status (created, paid, failed); the stored one is in the tooltip. */
export function OrderStatusBadge({ status, rawStatus }: { status: AdminOrderStatus; rawStatus: string }) {
  return (
    <span
      title={rawStatus || undefined}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${TONES[status]}`}
    >
      {status}
    </span>
  );
}
