/**
 * PayPal Orders v2 over REST: OAuth2 client-credentials token, create, capture, read.
 * Works against https://api-m.sandbox.paypal.com, https://api-m.paypal.com or the simulator.
 */
import { PaymentProviderError, type PayPalGateway, type PayPalOrderState } from './gateway-ports';
import { arr, obj, providerFetch, str, type ProviderReply } from './provider-http';

export interface PayPalConfig {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  brandName: string;
  fetch?: typeof fetch;
}

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

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ProviderReply> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
    };
    return providerFetch('paypal', doFetch, `${cfg.apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

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
  };
}
