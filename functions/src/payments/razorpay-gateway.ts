/**
 * Razorpay Orders, Payments and Refunds over REST (basic auth with the key id and secret), and the
 * two signature checks: Checkout's result and the webhook body.
 */
import {
  PaymentProviderError,
  type RazorpayGateway,
  type RazorpayPayment,
  type RazorpayRefund,
} from './gateway-ports';
import { num, obj, providerFetch, str, type ProviderReply } from './provider-http';
import { hmacSha256Hex, razorpayPaymentSignature, safeEqual } from './signatures';

export interface RazorpayConfig {
  apiBase: string;
  checkoutScriptUrl: string;
  keyId: string;
  keySecret: string;
  /** Set in the Razorpay dashboard per webhook; without it every webhook is refused. */
  webhookSecret: string | null;
  fetch?: typeof fetch;
}

function fail(reply: ProviderReply, what: string): never {
  const error = obj(reply.body.error);
  throw new PaymentProviderError(
    'razorpay',
    str(error.code) ?? `http-${reply.status}`,
    str(error.description) ?? `Razorpay ${what} failed`,
    reply.status,
  );
}

export function readRazorpayPayment(body: Record<string, unknown>): RazorpayPayment {
  return {
    id: str(body.id) ?? '',
    orderId: str(body.order_id),
    amount: num(body.amount) ?? 0,
    currency: str(body.currency) ?? '',
    status: str(body.status) ?? 'unknown',
    errorDescription: str(body.error_description),
    amountRefunded: num(body.amount_refunded) ?? 0,
  };
}

export function readRazorpayRefund(body: Record<string, unknown>): RazorpayRefund {
  return {
    id: str(body.id) ?? '',
    paymentId: str(body.payment_id) ?? '',
    amount: num(body.amount) ?? 0,
    status: str(body.status) ?? 'unknown',
  };
}

export function createRazorpayGateway(cfg: RazorpayConfig): RazorpayGateway {
  const doFetch = cfg.fetch ?? fetch;
  const basic = Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64');
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    providerFetch('razorpay', doFetch, `${cfg.apiBase}${path}`, {
      method,
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    keyId: cfg.keyId,
    checkoutScriptUrl: cfg.checkoutScriptUrl,
    async createOrder(o) {
      const reply = await call('POST', '/v1/orders', o);
      const id = str(reply.body.id);
      if (reply.status !== 200 || !id) fail(reply, 'order creation');
      return {
        id,
        amount: num(reply.body.amount) ?? o.amount,
        currency: str(reply.body.currency) ?? o.currency,
      };
    },
    async fetchPayment(paymentId) {
      const reply = await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
      if (reply.status !== 200) fail(reply, 'payment lookup');
      return readRazorpayPayment(reply.body);
    },
    async capturePayment(paymentId, amount, currency) {
      const reply = await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, {
        amount,
        currency,
      });
      if (reply.status !== 200) fail(reply, 'capture');
      return readRazorpayPayment(reply.body);
    },
    async refundPayment(paymentId) {
      // No amount: Razorpay refunds the whole payment.
      const reply = await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {});
      if (reply.status !== 200) fail(reply, 'refund');
      return readRazorpayRefund(reply.body);
    },
    isPaymentSignatureValid(orderId, paymentId, signature) {
      return safeEqual(razorpayPaymentSignature(cfg.keySecret, orderId, paymentId), signature);
    },
    isWebhookSignatureValid(rawBody, signature) {
      if (!cfg.webhookSecret) return false;
      return safeEqual(hmacSha256Hex(cfg.webhookSecret, rawBody), signature);
    },
  };
}
