/**
 * PayPal Orders v2 over REST: OAuth2 client-credentials token, create, capture, read; Payments v2
 * refunds; and webhook verification through PayPal's own verify-webhook-signature call.
 * Works against https://api-m.sandbox.paypal.com, https://api-m.paypal.com or the simulator.
 */
import { PaymentProviderError, type PayPalGateway, type PayPalOrderState } from './gateway-ports';
import { arr, obj, providerFetch, str, type ProviderReply } from './provider-http';

export interface PayPalConfig {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  brandName: string;
  /** The id of our webhook at PayPal (PAYPAL_WEBHOOK_ID); without it every webhook is refused. */
  webhookId: string | null;
  fetch?: typeof fetch;
}

/** The transmission headers PayPal sends with a webhook, as verify-webhook-signature names them. */
const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

function fail(reply: ProviderReply, what: string): never {
  const details = arr(reply.body.details).map(obj);
  const issue =
    str(details[0]?.issue) ?? str(reply.body.name) ?? str(reply.body.error) ?? `http-${reply.status}`;
  const message = str(details[0]?.description) ?? str(reply.body.message) ?? `PayPal ${what} failed`;
  throw new PaymentProviderError('paypal', issue, message, reply.status);
}

/** The order's status and its first capture (amount, currency, id). */
export function readOrderState(body: Record<string, unknown>): PayPalOrderState {
  const unit = obj(arr(body.purchase_units)[0]);
  const capture = obj(arr(obj(unit.payments).captures)[0]);
  const amount = obj(capture.amount);
  return {
    status: str(body.status) ?? 'UNKNOWN',
    captureId: str(capture.id),
    captureStatus: str(capture.status),
    amount: str(amount.value),
    currency: str(amount.currency_code),
  };
}

export function createPayPalGateway(cfg: PayPalConfig): PayPalGateway {
  const doFetch = cfg.fetch ?? fetch;
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64');
    const reply = await providerFetch('paypal', doFetch, `${cfg.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const value = str(reply.body.access_token);
    if (reply.status !== 200 || !value) fail(reply, 'authentication');
    const seconds = typeof reply.body.expires_in === 'number' ? reply.body.expires_in : 300;
    // Renew a minute early so a token never expires between check and use.
    token = { value, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return value;
  }

  async function send(method: 'GET' | 'POST', path: string, body?: string): Promise<ProviderReply> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
    };
    return providerFetch('paypal', doFetch, `${cfg.apiBase}${path}`, { method, headers, body });
  }
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    send(method, path, body === undefined ? undefined : JSON.stringify(body));

  return {
    async createOrder(o) {
      const reply = await call('POST', '/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: o.referenceId,
            custom_id: o.customId,
            description: o.description,
            amount: { currency_code: o.currency, value: o.amount },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: cfg.brandName,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: o.returnUrl,
              cancel_url: o.cancelUrl,
            },
          },
        },
      });
      if (reply.status !== 200 && reply.status !== 201) fail(reply, 'order creation');
      const links = arr(reply.body.links).map(obj);
      const approve = links.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      const id = str(reply.body.id);
      const approveUrl = str(approve?.href);
      if (!id || !approveUrl) fail(reply, 'order creation');
      return { id, approveUrl };
    },
    async captureOrder(orderId) {
      const reply = await call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {});
      if (reply.status !== 200 && reply.status !== 201) fail(reply, 'capture');
      return readOrderState(reply.body);
    },
    async getOrder(orderId) {
      const reply = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      if (reply.status !== 200) fail(reply, 'order lookup');
      return readOrderState(reply.body);
    },
    async refundCapture(captureId) {
      // An empty body refunds the whole capture.
      const reply = await call('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {});
      const id = str(reply.body.id);
      if ((reply.status !== 200 && reply.status !== 201) || !id) fail(reply, 'refund');
      return { id, status: str(reply.body.status) ?? 'UNKNOWN' };
    },
    async verifyWebhook(rawBody, headers) {
      if (!cfg.webhookId) return false;
      const fields: Record<string, string> = {};
      for (const [field, header] of Object.entries(TRANSMISSION_HEADERS)) {
        const value = headers[header];
        if (!value) return false;
        fields[field] = value;
      }
      // The event goes back exactly as PayPal sent it: re-serialising it could change what was signed.
      const head = JSON.stringify({ ...fields, webhook_id: cfg.webhookId });
      const body = `${head.slice(0, -1)},"webhook_event":${rawBody}}`;
      const reply = await send('POST', '/v1/notifications/verify-webhook-signature', body);
      if (reply.status !== 200) fail(reply, 'webhook verification');
      return reply.body.verification_status === 'SUCCESS';
    },
  };
}
