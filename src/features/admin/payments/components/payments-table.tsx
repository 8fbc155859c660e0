import { Button } from '@/components/ui/button';
import { DataTable, labelColumns } from '@/components/ui/data-table';
import { formatMoney, formatOrderDate } from '@/domain/admin/orders-format';
import type { AdminOrder } from '@/domain/admin/orders';
import { PROVIDER_LABELS } from '../lib/payment-filters';
import { OrderStatusBadge } from './order-status-badge';
import { TransactionId } from './transaction-id';

const COLUMNS = labelColumns([
  'User',
  'Plan',
  'Amount',
  'Provider',
  'Status',
  'Transaction ID',
  'Date',
  'Actions',
]);

/** Only our own completed orders can be refunded from here (older records carry no grant to undo). */
const refundable = (o: AdminOrder) => o.rawStatus === 'COMPLETED';
const cell = 'px-3 py-3';

function UserCell({ order }: { order: AdminOrder }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-slate-900 dark:text-white">{order.name ?? 'No Name'}</p>
      <p className="truncate text-xs text-slate-500 dark:text-slate-400">
        {order.email ?? order.uid ?? 'N/A'}
      </p>
    </div>
  );
}

/** The order rows; wide screens see the table, a phone scrolls it sideways. */
export function PaymentsTable({
  orders,
  onRefund,
}: {
  orders: readonly AdminOrder[];
  onRefund: (order: AdminOrder) => void;
}) {
  return (
    <DataTable columns={COLUMNS} minWidth="min-w-[58rem]">
      {orders.map((o) => (
        <tr key={`${o.provider}/${o.id}`} className="text-slate-700 dark:text-slate-200">
          <td className={`${cell} max-w-[14rem]`}>
            <UserCell order={o} />
          </td>
          <td className={cell}>{o.planName || o.planId || 'N/A'}</td>
          <td className={`${cell} whitespace-nowrap font-medium`}>{formatMoney(o.amount, o.currency)}</td>
          <td className={cell}>{PROVIDER_LABELS[o.provider]}</td>
          <td className={cell}>
            <OrderStatusBadge status={o.status} rawStatus={o.rawStatus} disputeOutcome={o.disputeOutcome} />
          </td>
          <td className={cell}>
            <TransactionId id={o.transactionId} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{formatOrderDate(o.createdAt)}</td>
          <td className={cell}>
            {refundable(o) && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onRefund(o)}
                aria-label={`Refund order ${o.id}`}
              >
                Refund
              </Button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
