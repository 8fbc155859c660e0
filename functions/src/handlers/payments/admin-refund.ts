/**
 * adminRefundOrder (docs/product-rules.md 15.4): the admin refunds a completed order in full
 * through its provider's refund API, then the order is revoked (revoke.ts) at once, without waiting
 * for the provider's refund webhook, which then finds it REFUNDED and changes nothing.
 */
import {
  adminRefundOrderInputSchema,
  ADMIN_REFUND_ORDER,
  type AdminRefundOrderResult,
} from '@/domain/payments/admin-refund';
import type { PaymentOrder } from '@/domain/payments/contract';
import { PaymentProviderError } from '../../payments/gateway-ports';
import { phonePeRefundId } from '../../payments/phonepe-refund-id';
import { defineHandler, HandlerError, type HandlerDeps } from '../ports';
import { providerTrouble, requireGateway } from './common';
import { findOrder } from './orders';
import { phonePeUserId } from './phonepe';
import { revokeOrder } from './revoke';

const LABELS = { paypal: 'PayPal', razorpay: 'Razorpay', phonepe: 'PhonePe' } as const;

/** Asks the provider to refund the whole payment; throws when it refuses. */
async function refundAtProvider(deps: HandlerDeps, order: PaymentOrder, paymentId: string): Promise<void> {
  const label = LABELS[order.provider];
  const refusedBy = (why: string) =>
    new HandlerError('failed-precondition', `${label} refused the refund: ${why}`);
  if (order.provider === 'razorpay') {
    const refund = await requireGateway(deps.payments.razorpay, label).refundPayment(paymentId);
    if (refund.status === 'failed') throw refusedBy(refund.status);
  } else if (order.provider === 'paypal') {
    const refund = await requireGateway(deps.payments.paypal, label).refundCapture(paymentId);
    if (refund.status === 'FAILED' || refund.status === 'CANCELLED') throw refusedBy(refund.status);
  } else {
    const answer = await requireGateway(deps.payments.phonepe, label).refund({
      refundId: phonePeRefundId(order.orderId),
      originalTransactionId: order.orderId,
      merchantUserId: phonePeUserId(order.userId),
      amount: order.amount * 100,
    });
    // Pending is accepted: PhonePe settles it within minutes and posts the refund's callback.
    if (!answer.success || (answer.code !== 'PAYMENT_SUCCESS' && answer.code !== 'PAYMENT_PENDING')) {
      throw refusedBy(answer.message || answer.code);
    }
  }
}

export const adminRefundOrder = defineHandler({
  name: ADMIN_REFUND_ORDER,
  access: 'admin',
  input: adminRefundOrderInputSchema,
  async run(deps, _ctx, input): Promise<AdminRefundOrderResult> {
    const order = await findOrder(deps, input.provider, input.orderId);
    if (!order) throw new HandlerError('not-found', 'Order not found.');
    if (order.status === 'REFUNDED') return { status: 'REFUNDED', revoked: false };
    if (order.status === 'DISPUTED') {
      throw new HandlerError('failed-precondition', 'This payment is disputed: the provider settles it.');
    }
    if (order.status !== 'COMPLETED' || !order.paymentId) {
      throw new HandlerError('failed-precondition', 'Only a completed payment can be refunded.');
    }
    try {
      await refundAtProvider(deps, order, order.paymentId);
    } catch (e) {
      // The provider said no (already refunded there, too old...): its reason, not "try again".
      if (e instanceof PaymentProviderError && e.issue !== 'network' && e.httpStatus < 500) {
        throw new HandlerError(
          'failed-precondition',
          `${LABELS[order.provider]} refused the refund: ${e.message}`,
        );
      }
      throw providerTrouble(e, LABELS[order.provider]);
    }
    const { revoked, status } = await revokeOrder(deps, order, 'REFUNDED');
    return { status, revoked };
  },
});
