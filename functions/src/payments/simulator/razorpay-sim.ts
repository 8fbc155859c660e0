/**
 * Razorpay's API as the test mode speaks it (Basic auth with key id and secret): orders,
 * payments, manual capture and refunds, plus Checkout (checkout.js and its payment page) and the
 * merchant dashboard (refunds and disputes by hand).
 */
import type { SimulatorCredentials } from './credentials';
import { createRazorpayCheckout } from './razorpay-checkout';
import { razorpayCheckoutJs } from './razorpay-checkout-js';
import { createRazorpayDashboard } from './razorpay-dashboard';
import {
  formToObject,
  idDoesNotExist,
  parseOrderInput,
  razorpayError,
  type SimRazorpayDispute,
  type SimRazorpayPayment,
  type SimRazorpayRefund,
} from './razorpay-entities';
import { createRazorpayStore, type PayOptions, type WebhookDelivery } from './razorpay-store';
import type { ProviderSim, SimContext } from './sim-context';
import { basicAuth, json, readJson, safeEqual } from './sim-http';

/** Test-side handles on the Razorpay simulator. */
export interface RazorpaySimControls {
  /** Pays the order as the buyer would in Checkout; the signature is what Checkout hands the page. */
  pay(orderId: string, opts?: PayOptions): { paymentId: string; signature: string };
  /** HMAC-SHA256 hex of `${orderId}|${paymentId}` with the key secret. */
  sign(orderId: string, paymentId: string): string;
  payment(paymentId: string): SimRazorpayPayment | undefined;
  /** The last webhook event built for the payment (built even when no webhook URL is set). */
  webhookBody(paymentId: string): WebhookDelivery;
  /** Refunds as the merchant would (the API or the dashboard); sends `refund.processed`. */
  refund(paymentId: string, amount?: number): SimRazorpayRefund;
  /** The buyer's bank opens a chargeback; sends `payment.dispute.created`. */
  openDispute(paymentId: string): SimRazorpayDispute;
  /** The open dispute ends; sends `payment.dispute.won` or `payment.dispute.lost`. */
  closeDispute(paymentId: string, outcome: 'won' | 'lost'): void;
}

export function createRazorpaySim(
  ctx: SimContext,
  creds: SimulatorCredentials['razorpay'],
  webhookUrl: () => string | undefined,
): ProviderSim<RazorpaySimControls> {
  const { keyId, keySecret } = creds;
  const store = createRazorpayStore(ctx, creds, webhookUrl);
  const checkout = createRazorpayCheckout(ctx, store, keyId);
  const dashboard = createRazorpayDashboard(ctx, store);
  const known = (paymentId: string) => {
    const p = store.payments.get(paymentId);
    if (!p) throw new Error(`No simulated Razorpay payment ${paymentId}`);
    return p;
  };
  const orThrow = <T>(result: T | string): T => {
    if (typeof result === 'string') throw new Error(result);
    return result;
  };

  async function createOrder(req: Request): Promise<Response> {
    const type = req.headers.get('content-type') ?? '';
    const body = type.includes('application/x-www-form-urlencoded')
      ? formToObject(new URLSearchParams(await req.text()))
      : await readJson(req);
    const input = parseOrderInput(body);
    if ('error' in input) return razorpayError(input.error, 400, input.field);
    return json(200, store.createOrder(input));
  }

  async function capture(p: SimRazorpayPayment, req: Request): Promise<Response> {
    const body = (await readJson(req)) as { amount?: unknown; currency?: unknown } | undefined;
    if (p.status === 'captured') return razorpayError('This payment has already been captured');
    if (p.status !== 'authorized') {
      return razorpayError('Only payments which have been authorized and not yet captured can be captured');
    }
    if (body?.amount === undefined) return razorpayError('The amount field is required.', 400, 'amount');
    if (body.amount !== p.amount) {
      return razorpayError('Capture amount must be equal to the amount authorized', 400, 'amount');
    }
    if (body.currency !== undefined && body.currency !== p.currency) {
      return razorpayError('Currency should be same as payment currency', 400, 'currency');
    }
    store.capture(p);
    return json(200, p);
  }

  async function refund(p: SimRazorpayPayment, req: Request): Promise<Response> {
    const body = (await readJson(req)) as { amount?: unknown } | undefined;
    if (body?.amount !== undefined && typeof body.amount !== 'number') {
      return razorpayError('The amount must be an integer.', 400, 'amount');
    }
    const r = store.refund(p, body?.amount as number | undefined);
    return typeof r === 'string' ? razorpayError(r) : json(200, r);
  }

  async function api(req: Request, path: string): Promise<Response | undefined> {
    const auth = basicAuth(req);
    if (!auth || !safeEqual(auth.user, keyId) || !safeEqual(auth.password, keySecret)) {
      return razorpayError('Authentication failed', 401);
    }
    if (path === '/v1/orders') return req.method === 'POST' ? createOrder(req) : undefined;
    const order = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (order?.[1] && req.method === 'GET') {
      const o = store.orders.get(decodeURIComponent(order[1]));
      if (!o) return idDoesNotExist();
      if (!order[2]) return json(200, o);
      const items = [...store.payments.values()].filter((p) => p.order_id === o.id).reverse();
      return json(200, { entity: 'collection', count: items.length, items });
    }
    const payment = /^\/v1\/payments\/([^/]+)(\/capture|\/refund)?$/.exec(path);
    if (payment?.[1]) {
      const p = store.payments.get(decodeURIComponent(payment[1]));
      if (payment[2] && req.method === 'POST') {
        if (!p) return idDoesNotExist();
        return payment[2] === '/refund' ? refund(p, req) : capture(p, req);
      }
      if (!payment[2] && req.method === 'GET') return p ? json(200, p) : idDoesNotExist();
    }
    return undefined;
  }

  return {
    async handle(req, path, url) {
      if (path === '/v1/checkout.js' && req.method === 'GET') {
        return new Response(razorpayCheckoutJs(`${ctx.base()}/checkout/pay`), {
          headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' },
        });
      }
      if (path === '/checkout/pay') return checkout.handle(req, url);
      if (path === '/dashboard') return dashboard.handle(req, url);
      if (path.startsWith('/v1/')) return api(req, path);
      return undefined;
    },
    controls: {
      pay(orderId, opts) {
        const p = store.pay(orderId, opts);
        return { paymentId: p.id, signature: store.sign(orderId, p.id) };
      },
      sign: store.sign,
      payment: (id) => {
        const p = store.payments.get(id);
        return p ? structuredClone(p) : undefined;
      },
      webhookBody(paymentId) {
        const known = store.webhooks.get(paymentId);
        if (known) return known;
        const p = store.payments.get(paymentId);
        if (!p) throw new Error(`No simulated Razorpay payment ${paymentId}`);
        const event = p.status === 'captured' ? 'payment.captured' : `payment.${p.status}`;
        return store.buildEvent(event, p);
      },
      refund: (paymentId, amount) => structuredClone(orThrow(store.refund(known(paymentId), amount))),
      openDispute: (paymentId) => structuredClone(orThrow(store.openDispute(known(paymentId)))),
      closeDispute(paymentId, outcome) {
        const refused = store.closeDispute(known(paymentId), outcome);
        if (refused) throw new Error(refused);
      },
    },
  };
}
