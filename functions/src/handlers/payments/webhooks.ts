/**
 * Razorpay and PhonePe webhooks: a signed message from the provider activates the order even
 * when the buyer never came back to /payment-callback, and a refund or dispute revokes it
 * (refund-webhooks.ts; PayPal's webhook is paypal-webhook.ts). Forged or unsigned messages are
 * refused; anything about an order we do not know is acknowledged and ignored (providers retry
 * non-2xx).
 */
import { obj, str } from '../../payments/provider-http';
import { defineWebhook, ok, parseJson, refused } from '../webhook';
import { activateOrder } from './activate';
import { findOrder, markOrder } from './orders';
import { paymentMatchesOrder } from './razorpay';
import { settlePhonePe } from './phonepe';
import { readRazorpayPayment } from '../../payments/razorpay-gateway';
import { phonePeRefunded, razorpayDisputed, razorpayRefunded } from './refund-webhooks';

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
    const order = payment.orderId ? await findOrder(deps, 'razorpay', payment.orderId) : null;
    if (!order) return ok({ ignored: 'unknown order' });
    const kind = str(event.event) ?? '';
    if (kind === 'refund.processed') return razorpayRefunded(deps, order, payment);
    const disputed = await razorpayDisputed(deps, order, kind);
    if (disputed) return disputed;
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
      return ok({ ignored: kind || 'no event' });
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
    const refund = await phonePeRefunded(deps, status);
    if (refund) return refund;
    const id = status.merchantTransactionId;
    const order = id ? await findOrder(deps, 'phonepe', id) : null;
    if (!order) return ok({ ignored: 'unknown order' });
    if (order.status === 'COMPLETED') return ok({ activated: false });
    const result = await settlePhonePe(deps, order, status, 'webhook');
    return ok({ status: result.status });
  },
});
