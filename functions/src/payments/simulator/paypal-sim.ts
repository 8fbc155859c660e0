/**
 * PayPal's REST API as the sandbox speaks it: OAuth client-credentials tokens, Orders v2
 * create / get / capture, Payments v2 refunds, webhooks with verify-webhook-signature, the
 * buyer's approval page (`/checkoutnow`) and the merchant's dashboard (refunds and disputes).
 */
import type { SimulatorCredentials } from './credentials';
import { parseCreateOrder } from './paypal-create';
import { createPayPalDashboard } from './paypal-dashboard';
import { invalidRequest, paypalError, unknownOrder, unprocessable } from './paypal-errors';
import { captureJson, minimalOrderJson, orderJson, type SimPayPalOrder } from './paypal-orders';
import { createPayPalPages } from './paypal-pages';
import { createPayPalRefunds } from './paypal-refunds';
import { createPayPalWebhooks, type PayPalWebhookDelivery } from './paypal-webhooks';
import type { ProviderSim, SimContext } from './sim-context';
import { basicAuth, json, readJson, safeEqual, UPPER_ALNUM } from './sim-http';

/** Test-side handles on the PayPal simulator. */
export interface PayPalSimControls {
  /** Approves as the buyer would (decline: the funding instrument fails at capture); returns the return URL. */
  approve(orderId: string, opts?: { decline?: boolean }): string;
  /** Tampering tests: the capture then reports this amount value. */
  setCaptureAmount(orderId: string, value: string): void;
  order(orderId: string): SimPayPalOrder | undefined;
  /** Refunds the capture as the merchant would; sends PAYMENT.CAPTURE.REFUNDED. */
  refund(captureId: string): void;
  /** The buyer disputes the capture; sends CUSTOMER.DISPUTE.CREATED. */
  openDispute(captureId: string): void;
  /** PayPal decides the dispute; sends CUSTOMER.DISPUTE.RESOLVED. */
  resolveDispute(captureId: string, outcome: 'won' | 'lost'): void;
  /** The last webhook built for the capture, with its transmission headers. */
  webhookDelivery(captureId: string): PayPalWebhookDelivery;
}

const TOKEN_TTL_S = 32_400;

export function createPayPalSim(
  ctx: SimContext,
  creds: SimulatorCredentials['paypal'],
  webhookUrl: () => string | undefined,
): ProviderSim<PayPalSimControls> {
  const { clientId, clientSecret } = creds;
  const orders = new Map<string, SimPayPalOrder>();
  const tokens = new Map<string, number>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const pages = createPayPalPages(ctx, orders, now);
  const hooks = createPayPalWebhooks(ctx, creds, webhookUrl);
  const refunds = createPayPalRefunds(ctx, orders, hooks, now);
  const dashboard = createPayPalDashboard(ctx, orders, refunds);
  const must = (refusal: { description: string } | null) => {
    if (refusal) throw new Error(refusal.description);
  };

  function issueToken(req: Request, form: URLSearchParams): Response {
    const auth = basicAuth(req);
    if (!auth || !safeEqual(auth.user, clientId) || !safeEqual(auth.password, clientSecret)) {
      return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const token = `A21AA${ctx.id(80)}`;
    tokens.set(token, Date.now() + TOKEN_TTL_S * 1000);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments/payment openid',
      access_token: token,
      token_type: 'Bearer',
      app_id: `APP-${ctx.id(17, UPPER_ALNUM)}`,
      expires_in: TOKEN_TTL_S,
      nonce: `${now()}${ctx.id(43)}`,
    });
  }

  function authorized(req: Request): boolean {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
    const expires = m?.[1] ? tokens.get(m[1]) : undefined;
    return expires !== undefined && expires > Date.now();
  }

  async function createOrder(req: Request): Promise<Response> {
    const input = parseCreateOrder(await readJson(req));
    if (input instanceof Response) return input;
    const t = now();
    const order: SimPayPalOrder = {
      ...input,
      id: ctx.id(17, UPPER_ALNUM),
      status: input.legacyContext ? 'CREATED' : 'PAYER_ACTION_REQUIRED',
      declined: false,
      createTime: t,
      updateTime: t,
    };
    orders.set(order.id, order);
    const full = /return=representation/.test(req.headers.get('prefer') ?? '');
    return json(200, full ? orderJson(ctx.base(), order) : minimalOrderJson(ctx.base(), order));
  }

  function capture(id: string): Response {
    const o = orders.get(id);
    if (!o) return unknownOrder(id);
    if (o.status === 'COMPLETED') {
      return unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (o.status !== 'APPROVED') {
      return unprocessable(
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment. Please redirect the payer to the approve url returned as part of the HATEOAS links within the Create Order call.',
      );
    }
    if (o.declined) {
      const redirect = { href: `${ctx.base()}/checkoutnow?token=${o.id}`, rel: 'redirect', method: 'GET' };
      const description =
        "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.";
      return paypalError('UNPROCESSABLE_ENTITY', [{ issue: 'INSTRUMENT_DECLINED', description }], [redirect]);
    }
    const t = now();
    o.capture = {
      id: ctx.id(17, UPPER_ALNUM),
      status: 'COMPLETED',
      amount: {
        currency_code: o.purchaseUnit.amount.currency_code,
        value: o.captureAmount ?? o.purchaseUnit.amount.value,
      },
      final_capture: true,
      ...(o.purchaseUnit.custom_id !== undefined ? { custom_id: o.purchaseUnit.custom_id } : {}),
      create_time: t,
      update_time: t,
    };
    o.status = 'COMPLETED';
    o.updateTime = t;
    return json(201, captureJson(ctx.base(), o));
  }

  async function verifyWebhook(req: Request): Promise<Response> {
    const status = hooks.verify(await readJson(req));
    if (!status) {
      return invalidRequest('MISSING_REQUIRED_PARAMETER', '/', 'A required field / parameter is missing.');
    }
    return json(200, { verification_status: status });
  }

  async function api(req: Request, path: string): Promise<Response | undefined> {
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (refundPath?.[1] && req.method === 'POST') {
      if (!authorized(req)) return paypalError('AUTHENTICATION_FAILURE');
      return refunds.refundResponse(decodeURIComponent(refundPath[1]));
    }
    if (path === '/v1/notifications/verify-webhook-signature' && req.method === 'POST') {
      return authorized(req) ? verifyWebhook(req) : paypalError('AUTHENTICATION_FAILURE');
    }
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (path !== '/v2/checkout/orders' && !orderPath) return undefined;
    if (!authorized(req)) return paypalError('AUTHENTICATION_FAILURE');
    if (path === '/v2/checkout/orders') return req.method === 'POST' ? createOrder(req) : undefined;
    const id = decodeURIComponent(orderPath?.[1] ?? '');
    if (orderPath?.[2]) return req.method === 'POST' ? capture(id) : undefined;
    if (req.method !== 'GET') return undefined;
    const o = orders.get(id);
    return o ? json(200, orderJson(ctx.base(), o)) : unknownOrder(id);
  }

  /** PayPal-Request-Id makes a retried POST return the first answer instead of acting twice. */
  async function withIdempotency(req: Request, path: string): Promise<Response | undefined> {
    const requestId = req.method === 'POST' ? req.headers.get('paypal-request-id') : null;
    const key = `${path} ${requestId}`;
    const seen = requestId ? idempotent.get(key) : undefined;
    if (seen) return json(seen.status, JSON.parse(seen.body));
    const res = await api(req, path);
    if (requestId && res && res.status < 300)
      idempotent.set(key, { status: res.status, body: await res.clone().text() });
    return res;
  }

  return {
    async handle(req, path, url) {
      if (path === '/v1/oauth2/token' && req.method === 'POST')
        return issueToken(req, new URLSearchParams(await req.text()));
      if (path === '/checkoutnow') return pages.handle(req, url);
      if (path === '/dashboard') return dashboard.handle(req, url);
      return withIdempotency(req, path);
    },
    controls: {
      approve: (orderId, opts) => pages.approve(orderId, opts?.decline ?? false),
      setCaptureAmount(orderId, value) {
        const o = orders.get(orderId);
        if (!o) throw new Error(`No simulated PayPal order ${orderId}`);
        o.captureAmount = value;
      },
      order: (orderId) => {
        const o = orders.get(orderId);
        return o ? structuredClone(o) : undefined;
      },
      refund(captureId) {
        const r = refunds.refund(captureId);
        if (refunds.isRefusal(r)) throw new Error(r.description);
      },
      openDispute: (captureId) => must(refunds.openDispute(captureId)),
      resolveDispute: (captureId, outcome) => must(refunds.resolveDispute(captureId, outcome)),
      webhookDelivery(captureId) {
        const d = hooks.latest.get(captureId);
        if (!d) throw new Error(`No PayPal webhook sent for capture ${captureId}`);
        return d;
      },
    },
  };
}
