/**
 * PayPal's webhook (docs/product-rules.md 7.2, 7.6): `PAYMENT.CAPTURE.REFUNDED` and
 * `CUSTOMER.DISPUTE.*` revoke the order whose capture they name. Every message is first checked by
 * PayPal itself (verify-webhook-signature, with our webhook id PAYPAL_WEBHOOK_ID): one PayPal does
 * not vouch for is refused. Orders are found by their capture id (the order's `paymentId`).
 */
import { ORDER_COLLECTIONS, readPaymentOrder, type PaymentOrder } from '@/domain/payments/contract';
import { PaymentProviderError } from '../../payments/gateway-ports';
import { arr, obj, str } from '../../payments/provider-http';
import type { HandlerDeps } from '../ports';
import { defineWebhook, ok, parseJson, refused, type WebhookResponse } from '../webhook';
import { applyDispute, revokeOrder } from './revoke';

/** PayPal's dispute outcomes in which the merchant keeps the money. */
const SELLER_KEEPS = new Set(['RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER', 'DENIED']);

async function orderOfCapture(deps: HandlerDeps, captureId: string | null): Promise<PaymentOrder | null> {
  if (!captureId) return null;
  const found = await deps.store.query({
    collection: ORDER_COLLECTIONS.paypal,
    where: [['paymentId', '==', captureId]],
    limit: 1,
  });
  return found[0] ? readPaymentOrder(found[0].data) : null;
}

/** A refund's capture: the id at the end of its `up` link (.../v2/payments/captures/{id}). */
function refundedCapture(refund: Record<string, unknown>): string | null {
  const up = arr(refund.links)
    .map(obj)
    .find((l) => l.rel === 'up');
  return /\/captures\/([^/?#]+)/.exec(str(up?.href) ?? '')?.[1] ?? null;
}

async function refunded(deps: HandlerDeps, refund: Record<string, unknown>): Promise<WebhookResponse> {
  const order = await orderOfCapture(deps, refundedCapture(refund));
  if (!order) return ok({ ignored: 'unknown order' });
  // The total refunded so far, else this refund's amount: less than the order is a partial refund.
  const total = obj(obj(refund.seller_payable_breakdown).total_refunded_amount);
  const value = Number(str(total.value) ?? str(obj(refund.amount).value) ?? 0);
  if (value < order.amount) return ok({ ignored: 'partial refund' });
  const { revoked, status } = await revokeOrder(deps, order, 'REFUNDED');
  return ok({ revoked, status });
}

async function disputed(
  deps: HandlerDeps,
  type: string,
  dispute: Record<string, unknown>,
): Promise<WebhookResponse> {
  const captureId = str(obj(arr(dispute.disputed_transactions)[0]).seller_transaction_id);
  const order = await orderOfCapture(deps, captureId);
  if (!order) return ok({ ignored: 'unknown order' });
  if (type === 'CUSTOMER.DISPUTE.RESOLVED') {
    const code = str(obj(dispute.dispute_outcome).outcome_code) ?? '';
    return ok(await applyDispute(deps, order, SELLER_KEEPS.has(code) ? 'won' : 'lost'));
  }
  return ok(await applyDispute(deps, order, 'open'));
}

export const paypalWebhook = defineWebhook({
  name: 'paypalWebhook',
  async run(deps, req) {
    const paypal = deps.payments.paypal;
    if (!paypal) return refused(503, 'PayPal is not configured');
    const event = parseJson(req.rawBody);
    if (!event) return refused(400, 'invalid body');
    try {
      if (!(await paypal.verifyWebhook(req.rawBody, req.headers))) return refused(400, 'invalid signature');
    } catch (e) {
      // PayPal unreachable or failing: answer non-2xx so that it delivers the event again later.
      if (e instanceof PaymentProviderError && (e.issue === 'network' || e.httpStatus >= 500)) {
        return refused(503, 'PayPal could not verify the message');
      }
      if (e instanceof PaymentProviderError) return refused(400, 'invalid signature');
      throw e;
    }
    const type = str(event.event_type) ?? '';
    const resource = obj(event.resource);
    if (type === 'PAYMENT.CAPTURE.REFUNDED') return refunded(deps, resource);
    if (type.startsWith('CUSTOMER.DISPUTE.')) return disputed(deps, type, resource);
    return ok({ ignored: type || 'no event' });
  },
});
