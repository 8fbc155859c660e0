/**
 * PhonePe PG standard checkout (v1) as the UAT sandbox speaks it: `POST /pg/v1/pay` with a
 * base64 payload and X-VERIFY checksum, `GET /pg/v1/status/{merchantId}/{id}`, the pay page,
 * its redirect back to the merchant and the S2S callback; refunds (`POST /pg/v1/refund`) and the
 * merchant dashboard in phonepe-refunds.ts.
 */
import type { SimulatorCredentials } from './credentials';
import { checkoutPage, formatMinor, messagePage } from './pages';
import { createPhonePeRefunds, type RefundRequest } from './phonepe-refunds';
import {
  callbackOf,
  completeTransaction,
  encodeCallback,
  parsePayPayload,
  refundStatusBody,
  statusBody,
  type PhonePeOutcome,
  type SimPhonePeRefund,
  type SimPhonePeTransaction,
} from './phonepe-store';
import type { ProviderSim, SimContext } from './sim-context';
import {
  appendQuery,
  DIGITS,
  html,
  json,
  readForm,
  readJson,
  safeEqual,
  seeOther,
  sha256Hex,
} from './sim-http';

/** Test-side handles on the PhonePe simulator. */
export interface PhonePeSimControls {
  /** Settles the payment as the buyer would on the pay page (amount: tampering tests, paise). */
  complete(merchantTransactionId: string, outcome: PhonePeOutcome, opts?: { amount?: number }): void;
  transaction(merchantTransactionId: string): SimPhonePeTransaction | undefined;
  /** The S2S callback PhonePe would send now: raw body `{"response": base64}` and X-VERIFY. */
  callbackBody(merchantTransactionId: string): { body: string; xVerify: string };
  /** Refunds as the merchant's refund call would; posts the refund's callback. */
  refund(request: RefundRequest): SimPhonePeRefund;
  /** The refund's callback (its status object) with X-VERIFY. */
  refundCallbackBody(refundId: string): { body: string; xVerify: string };
}

const TITLE = 'PhonePe Test Payment (Simulator)';
const fail = (status: number, code: string, message: string) =>
  json(status, { success: false, code, message, data: {} });
const badRequest = () => fail(400, 'BAD_REQUEST', 'Please check the inputs you have provided.');
const unknownMerchant = () => fail(400, 'KEY_NOT_CONFIGURED', 'Key not found for the merchant');

export function createPhonePeSim(
  ctx: SimContext,
  creds: SimulatorCredentials['phonepe'],
  webhookUrl: () => string | undefined,
): ProviderSim<PhonePeSimControls> {
  const { merchantId: MERCHANT, saltKey, saltIndex } = creds;
  const checksumOk = (req: Request, data: string) =>
    safeEqual(req.headers.get('x-verify') ?? '', `${sha256Hex(data + saltKey)}###${saltIndex}`);
  const txns = new Map<string, SimPhonePeTransaction>();
  const byToken = new Map<string, SimPhonePeTransaction>();
  const get = (id: string) => {
    const t = txns.get(id);
    if (!t) throw new Error(`No simulated PhonePe transaction ${id}`);
    return t;
  };
  const refunds = createPhonePeRefunds(ctx, creds, txns, checksumOk, webhookUrl);

  async function pay(req: Request): Promise<Response> {
    const body = (await readJson(req)) as { request?: unknown } | undefined;
    if (typeof body?.request !== 'string') return badRequest();
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(Buffer.from(body.request, 'base64').toString('utf8')) as Record<string, unknown>;
    } catch {
      return badRequest();
    }
    if (payload.merchantId !== MERCHANT) return unknownMerchant();
    if (!checksumOk(req, `${body.request}/pg/v1/pay`)) return badRequest();
    const input = parsePayPayload(payload);
    if (!input) return badRequest();
    if (txns.has(input.merchantTransactionId)) {
      return fail(400, 'DUPLICATE_TXN_REQUEST', 'Duplicate transaction request');
    }
    const t: SimPhonePeTransaction = {
      ...input,
      transactionId: `T${ctx.id(22, DIGITS)}`,
      token: ctx.id(32),
      state: 'PENDING',
    };
    txns.set(t.merchantTransactionId, t);
    byToken.set(t.token, t);
    const redirectInfo = { url: `${ctx.base()}/pay?token=${t.token}`, method: 'GET' };
    return json(200, {
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Payment initiated',
      data: {
        merchantId: MERCHANT,
        merchantTransactionId: t.merchantTransactionId,
        instrumentResponse: { type: 'PAY_PAGE', redirectInfo },
      },
    });
  }

  function status(req: Request, path: string, merchantId: string, id: string): Response {
    if (merchantId !== MERCHANT) return unknownMerchant();
    if (!checksumOk(req, path)) return fail(401, 'AUTHORIZATION_FAILED', 'Value of X-VERIFY is incorrect');
    if (req.headers.get('x-merchant-id') !== merchantId) return badRequest();
    const t = txns.get(id);
    const r = refunds.refunds.get(id);
    if (r) return json(200, refundStatusBody(r));
    if (!t) return fail(200, 'TRANSACTION_NOT_FOUND', 'No Transaction found with the given details.');
    return json(200, statusBody(t));
  }

  const backToMerchant = (t: SimPhonePeTransaction) =>
    seeOther(
      appendQuery(t.redirectUrl, {
        code: statusBody(t).code,
        merchantId: t.merchantId,
        transactionId: t.merchantTransactionId,
      }),
    );

  async function payPage(req: Request, url: URL): Promise<Response | undefined> {
    const form = req.method === 'POST' ? await readForm(req) : null;
    const t = byToken.get((form ?? url.searchParams).get('token') ?? '');
    if (!t)
      return html(404, messagePage('phonepe', TITLE, 'This PhonePe payment link is invalid or has expired.'));
    if (t.outcome) return backToMerchant(t);
    const action = form?.get('action');
    const outcome = ({ approve: 'success', fail: 'fail', cancel: 'cancel' } as const)[action as 'approve'];
    if (outcome) {
      completeTransaction(ctx, creds, t, outcome, webhookUrl());
      return backToMerchant(t);
    }
    const details: Array<[string, string]> = [
      ['Merchant', t.merchantId],
      ['Transaction', t.merchantTransactionId],
    ];
    if (t.mobileNumber) details.push(['Mobile', t.mobileNumber]);
    return html(
      200,
      checkoutPage({
        brand: 'phonepe',
        title: TITLE,
        amount: formatMinor(t.amount, 'INR'),
        description: `Payment to ${t.merchantId} with UPI, cards or net banking`,
        details,
        action: `${ctx.base()}/pay`,
        hidden: { token: t.token },
      }),
    );
  }

  return {
    async handle(req, path, url) {
      if (path === '/pg/v1/pay' && req.method === 'POST') return pay(req);
      if (path === '/pg/v1/refund' && req.method === 'POST') return refunds.api(req);
      if (path === '/dashboard') return refunds.dashboard(req, url);
      const m = /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/.exec(path);
      if (m?.[1] && m[2] && req.method === 'GET')
        return status(req, path, decodeURIComponent(m[1]), decodeURIComponent(m[2]));
      if (path === '/pay' && (req.method === 'GET' || req.method === 'POST')) return payPage(req, url);
      return undefined;
    },
    controls: {
      complete: (id, outcome, opts) =>
        completeTransaction(ctx, creds, get(id), outcome, webhookUrl(), opts?.amount),
      transaction: (id) => {
        const t = txns.get(id);
        return t ? structuredClone(t) : undefined;
      },
      callbackBody: (id) => callbackOf(get(id), creds),
      refund(request) {
        const r = refunds.refund(request);
        if (refunds.isRefusal(r)) throw new Error(`${r.code}: ${r.message}`);
        return structuredClone(r);
      },
      refundCallbackBody(refundId) {
        const r = refunds.refunds.get(refundId);
        if (!r) throw new Error(`No simulated PhonePe refund ${refundId}`);
        return encodeCallback(refundStatusBody(r), creds);
      },
    },
  };
}
