/**
 * Razorpay and PhonePe webhooks: a signed message from the provider activates the order even
 * when the buyer never came back to /payment-callback. Forged or unsigned messages are refused;
 * anything about an order we do not know is acknowledged and ignored (providers retry non-2xx).
 */
import { readPaymentOrder, type PaymentOrder } from '@/domain/payments/contract';
import { obj, str } from '../../payments/provider-http';
import { defineWebhook, ok, parseJson, refused } from '../webhook';
import type { HandlerDeps } from '../ports';
import { activateOrder } from './activate';
import { markOrder, orderPath } from './orders';
import { paymentMatchesOrder } from './razorpay';
import { settlePhonePe } from './phonepe';
import { readRazorpayPayment } from '../../payments/razorpay-gateway';

async function findOrder(deps: HandlerDeps, path: string): Promise<PaymentOrder | null> {
  const snap = await deps.store.get(path);
  return snap ? readPaymentOrder(snap.data) : null;
}

export const razorpayWebhook = defineWebhook({
  name: 'razorpayWebhook',
  async run(deps, req) {
    const razorpay = deps.payments.razorpay;
    if (!razorpay) return refused(503, 'Razorpay is not configured');
    const signature = req.headers['x-razorpay-signature'] ?? '';
    if (!razorpay.isWebhookSignatureValid(req.rawBody, signature)) return refused(400, 'invalid signature');
    const event = parseJson(req.rawBody);
    if (!event) return refused(400, 'invalid body');
    const payment = readRazorpayPayment(obj(obj(obj(event.payload).payment).entity));
    const order = payment.orderId ? await findOrder(deps, orderPath('razorpay', payment.orderId)) : null;
    if (!order) return ok({ ignored: 'unknown order' });
    const kind = str(event.event);
    if (kind === 'payment.failed') {
      await markOrder(
        deps,
        'razorpay',
        order.orderId,
        'FAILED',
        payment.errorDescription ?? 'payment.failed',
      );
      return ok();
    }
    if ((kind !== 'payment.captured' && kind !== 'order.paid') || payment.status !== 'captured') {
      return ok({ ignored: kind ?? 'no event' });
    }
    if (!paymentMatchesOrder(order, payment)) {
      await markOrder(
        deps,
        'razorpay',
        order.orderId,
        'FAILED',
        `webhook amount ${payment.amount} ${payment.currency}`,
      );
      return ok({ ignored: 'amount mismatch' });
    }
    const { activated } = await activateOrder(deps, order, {
      provider: 'razorpay',
      transactionId: payment.id,
      via: 'webhook',
    });
    return ok({ activated });
  },
});

export const phonePeWebhook = defineWebhook({
  name: 'phonePeWebhook',
  async run(deps, req) {
    const phonepe = deps.payments.phonepe;
    if (!phonepe) return refused(503, 'PhonePe is not configured');
    const response = str(parseJson(req.rawBody)?.response);
    const status = response ? phonepe.readCallback(response, req.headers['x-verify'] ?? '') : null;
    if (!status) return refused(400, 'invalid checksum');
    const id = status.merchantTransactionId;
    const order = id ? await findOrder(deps, orderPath('phonepe', id)) : null;
    if (!order) return ok({ ignored: 'unknown order' });
    if (order.status === 'COMPLETED') return ok({ activated: false });
    const result = await settlePhonePe(deps, order, status, 'webhook');
    return ok({ status: result.status });
  },
});
