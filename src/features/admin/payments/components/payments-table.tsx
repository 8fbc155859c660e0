import { formatMoney, formatOrderDate } from '@/domain/admin/orders-format';
import type { AdminOrder } from '@/domain/admin/orders';
import { PROVIDER_LABELS } from '../lib/payment-filters';
import { OrderStatusBadge } from './order-status-badge';
import { TransactionId } from './transaction-id';

const COLUMNS = ['User', 'Plan', 'Amount', 'Provider', 'Status', 'Transaction ID', 'Date'];

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
export function PaymentsTable({ orders }: { orders: readonly AdminOrder[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-4 py-3 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {orders.map((o) => (
            <tr key={`${o.provider}/${o.id}`} className="text-slate-700 dark:text-slate-200">
              <td className="max-w-[14rem] px-4 py-3">
                <UserCell order={o} />
              </td>
              <td className="px-4 py-3">{o.planName || o.planId || 'N/A'}</td>
              <td className="whitespace-nowrap px-4 py-3 font-medium">{formatMoney(o.amount, o.currency)}</td>
              <td className="px-4 py-3">{PROVIDER_LABELS[o.provider]}</td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={o.status} rawStatus={o.rawStatus} />
              </td>
              <td className="px-4 py-3">
                <TransactionId id={o.transactionId} />
              </td>
              <td className="whitespace-nowrap px-4 py-3">{formatOrderDate(o.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
