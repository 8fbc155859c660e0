/**
 * Which payment endpoints this server talks to (docs/architecture.md 2), from its environment:
 * - real keys set: the provider's sandbox, or live with PAYPAL_ENV / PHONEPE_ENV=live;
 * - no keys but a simulator (the local backend): the simulator, with the credentials the host
 *   generated for it (random per data folder; there is no built-in simulator secret);
 * - neither: the provider is not offered (handlers answer "not available").
 * Each gateway is built on first use, so a host may learn its simulator URL after start-up.
 */
import type { Secrets } from '../handlers/ports';
import type { PaymentGateways, PayPalGateway, PhonePeGateway, RazorpayGateway } from './gateway-ports';
import { createPayPalGateway } from './paypal-gateway';
import { createPhonePeGateway } from './phonepe-gateway';
import { createRazorpayGateway } from './razorpay-gateway';
import type { SimulatorCredentials } from './simulator/credentials';

export interface GatewayOptions {
  /**
   * Used for providers without real keys: where the simulator lives (e.g.
   * http://127.0.0.1:8787/sim) and the credentials it accepts. Only the local backend gives one.
   */
  simulator?: { url: () => string; credentials: SimulatorCredentials };
  /** Base of our HTTP functions (webhooks), e.g. https://us-central1-<project>.cloudfunctions.net. */
  webhookBaseUrl: () => string;
  brandName: string;
  fetch?: typeof fetch;
}

function paypal(s: Secrets, o: GatewayOptions): PayPalGateway | null {
  const clientId = s.get('PAYPAL_CLIENT_ID');
  const clientSecret = s.get('PAYPAL_CLIENT_SECRET');
  if (clientId && clientSecret) {
    const live = s.get('PAYPAL_ENV') === 'live';
    const apiBase = live ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
    const webhookId = s.get('PAYPAL_WEBHOOK_ID') ?? null;
    return createPayPalGateway({
      apiBase,
      clientId,
      clientSecret,
      webhookId,
      brandName: o.brandName,
      fetch: o.fetch,
    });
  }
  if (!o.simulator) return null;
  return createPayPalGateway({
    apiBase: `${o.simulator.url()}/paypal`,
    ...o.simulator.credentials.paypal,
    brandName: o.brandName,
    fetch: o.fetch,
  });
}

function razorpay(s: Secrets, o: GatewayOptions): RazorpayGateway | null {
  const keyId = s.get('RAZORPAY_KEY_ID');
  const keySecret = s.get('RAZORPAY_KEY_SECRET');
  if (keyId && keySecret) {
    return createRazorpayGateway({
      apiBase: 'https://api.razorpay.com',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      keyId,
      keySecret,
      webhookSecret: s.get('RAZORPAY_WEBHOOK_SECRET') ?? null,
      fetch: o.fetch,
    });
  }
  if (!o.simulator) return null;
  const base = `${o.simulator.url()}/razorpay`;
  return createRazorpayGateway({
    apiBase: base,
    checkoutScriptUrl: `${base}/v1/checkout.js`,
    ...o.simulator.credentials.razorpay,
    fetch: o.fetch,
  });
}

function phonepe(s: Secrets, o: GatewayOptions): PhonePeGateway | null {
  const merchantId = s.get('PHONEPE_MERCHANT_ID');
  const saltKey = s.get('PHONEPE_SALT_KEY');
  const callbackUrl = `${o.webhookBaseUrl()}/phonePeWebhook`;
  if (merchantId && saltKey) {
    const live = s.get('PHONEPE_ENV') === 'live';
    const apiBase = live
      ? 'https://api.phonepe.com/apis/hermes'
      : 'https://api-preprod.phonepe.com/apis/pg-sandbox';
    const saltIndex = s.get('PHONEPE_SALT_INDEX') ?? '1';
    return createPhonePeGateway({ apiBase, merchantId, saltKey, saltIndex, callbackUrl, fetch: o.fetch });
  }
  if (!o.simulator) return null;
  return createPhonePeGateway({
    apiBase: `${o.simulator.url()}/phonepe`,
    ...o.simulator.credentials.phonepe,
    callbackUrl,
    fetch: o.fetch,
  });
}

export function createPaymentGateways(secrets: Secrets, opts: GatewayOptions): PaymentGateways {
  const cache: Partial<Record<keyof PaymentGateways, unknown>> = {};
  const lazy = <K extends keyof PaymentGateways>(key: K, make: () => PaymentGateways[K]) =>
    (key in cache ? cache[key] : (cache[key] = make())) as PaymentGateways[K];
  return {
    get paypal() {
      return lazy('paypal', () => paypal(secrets, opts));
    },
    get razorpay() {
      return lazy('razorpay', () => razorpay(secrets, opts));
    },
    get phonepe() {
      return lazy('phonepe', () => phonepe(secrets, opts));
    },
  };
}
