/**
 * The refund and dispute events of the Razorpay webhook and PhonePe's refund callback
 * (docs/product-rules.md 7.6): each names a paid order, and revokes it through revoke.ts. A refund
 * of less than the whole amount changes nothing here (it is the admin's to settle).
 */
import type { PaymentOrder } from '@/domain/payments/contract';
import type { PhonePeStatus, RazorpayPayment } from '../../payments/gateway-ports';
import { refundedTransactionId } from '../../payments/phonepe-refund-id';
import type { HandlerDeps } from '../ports';
import { ok, type WebhookResponse } from '../webhook';
import { findOrder } from './orders';
import { applyDispute, revokeOrder } from './revoke';

/** Razorpay's dispute events, by the stage of the dispute they announce. */
const RAZORPAY_DISPUTE_STAGES: Record<string, 'open' | 'won' | 'lost'> = {
  'payment.dispute.created': 'open',
  'payment.dispute.action_required': 'open',
  'payment.dispute.under_review': 'open',
  'payment.dispute.won': 'won',
  'payment.dispute.lost': 'lost',
  // Closed: the merchant accepted the dispute, so the buyer got the money back.
  'payment.dispute.closed': 'lost',
};

const paise = (order: PaymentOrder) => order.amount * 100;

/** `refund.processed`: the payment entity says how much of it has been refunded so far. */
export async function razorpayRefunded(
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  order: PaymentOrder,
  payment: RazorpayPayment,
): Promise<WebhookResponse> {
  if (payment.amountRefunded < paise(order)) return ok({ ignored: 'partial refund' });
  const { revoked, status } = await revokeOrder(deps, order, 'REFUNDED');
  return ok({ revoked, status });
}

/** `payment.dispute.*`, or null for another event. */
export async function razorpayDisputed(
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  order: PaymentOrder,
  event: string,
): Promise<WebhookResponse | null> {
  const stage = RAZORPAY_DISPUTE_STAGES[event];
  if (!stage) return event.startsWith('payment.dispute.') ? ok({ ignored: event }) : null;
  return ok(await applyDispute(deps, order, stage));
}

/**
 * A verified PhonePe callback about one of our refunds (its id is phonePeRefundId of the order),
 * or null when the callback is about something else (a payment).
 */
export async function phonePeRefunded(
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  status: PhonePeStatus,
): Promise<WebhookResponse | null> {
  const original = status.merchantTransactionId ? refundedTransactionId(status.merchantTransactionId) : null;
  const order = original ? await findOrder(deps, 'phonepe', original) : null;
  if (!order) return null;
  if (status.code !== 'PAYMENT_SUCCESS' || status.state !== 'COMPLETED') {
    return ok({ ignored: `refund ${status.code}` });
  }
  if ((status.amount ?? 0) < paise(order)) return ok({ ignored: 'partial refund' });
  const { revoked, status: orderStatus } = await revokeOrder(deps, order, 'REFUNDED');
  return ok({ revoked, status: orderStatus });
}
