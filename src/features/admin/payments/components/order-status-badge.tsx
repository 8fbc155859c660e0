import type { AdminOrderStatus } from '@/domain/admin/orders';

const TONES: Record<AdminOrderStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  created: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  refunded: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  disputed: 'bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-200',
};

/** docs/product-rules.md 15.4: how a dispute ended, under its badge. */
const OUTCOMES: Record<string, string> = { won: 'Dispute won', lost: 'Dispute lost' };

/** The normalised status (created, paid, failed, refunded, disputed); the stored one is in the tooltip. */
export function OrderStatusBadge({
  status,
  rawStatus,
  disputeOutcome = null,
}: {
  status: AdminOrderStatus;
  rawStatus: string;
  disputeOutcome?: string | null;
}) {
  const outcome = status === 'disputed' && disputeOutcome ? OUTCOMES[disputeOutcome] : undefined;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <span
        title={rawStatus || undefined}
        className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${TONES[status]}`}
      >
        {status}
      </span>
      {outcome && <span className="text-xs text-slate-500 dark:text-slate-400">{outcome}</span>}
    </span>
  );
}
