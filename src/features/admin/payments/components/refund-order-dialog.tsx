import { callErrorMessage } from '@/backend/call-error-message';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatMoney } from '@/domain/admin/orders-format';
import type { AdminOrder } from '@/domain/admin/orders';
import { PROVIDER_LABELS } from '../lib/payment-filters';

export const refundQuestion = (provider: string) =>
  `Refund this payment in full through ${provider}? The buyer loses what it gave them (the plan, credits or Human Keys). This cannot be undone.`;

/**
 * The confirmation before adminRefundOrder (docs/product-rules.md 15.4); stays open, with the
 * reason, when the refund fails.
 */
export function RefundOrderDialog({
  order,
  onClose,
  onConfirm,
}: {
  order: AdminOrder | null;
  onClose: () => void;
  onConfirm: (order: AdminOrder) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={order !== null}
      title="Refund Payment"
      actionLabel="Refund"
      busyLabel="Refunding..."
      onClose={onClose}
      onConfirm={() => (order ? onConfirm(order) : Promise.resolve())}
      failure={(e) => `Failed to refund the payment: ${callErrorMessage(e)}`}
    >
      {order && (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {refundQuestion(PROVIDER_LABELS[order.provider])}
          </p>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {[
              order.planName || order.planId,
              formatMoney(order.amount, order.currency),
              order.email ?? order.uid,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
