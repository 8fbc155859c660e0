/**
 * PhonePe refunds (PG v1): `POST /pg/v1/refund` (base64 payload, X-VERIFY over it and the path),
 * settled at once and reported to the S2S callback like a payment, and the merchant dashboard
 * (`/dashboard`) whose Refund button refunds a payment the way our server's refund call does (the
 * refund id is 'R' and the payment's id, PhonePe's own example: ../phonepe-refund-id.ts).
 */
import { phonePeRefundId } from '../phonepe-refund-id';
import type { SimulatorCredentials } from './credentials';
import { dashboardPage, formatMinor, messagePage } from './pages';
import {
  encodeCallback,
  refundStatusBody,
  type SimPhonePeRefund,
  type SimPhonePeTransaction,
} from './phonepe-store';
import type { SimContext } from './sim-context';
import { DIGITS, html, json, readForm, readJson, seeOther } from './sim-http';

const TITLE = 'PhonePe Dashboard (Simulator)';
const ID = /^[A-Za-z0-9_-]{1,35}$/;

export interface RefundRequest {
  merchantTransactionId: string;
  originalTransactionId: string;
  merchantUserId: string;
  amount: number;
}

/** PhonePe's refusal: HTTP status, code and message. */
export interface PhonePeRefusal {
  status: number;
  code: string;
  message: string;
}

const isRefusal = (v: SimPhonePeRefund | PhonePeRefusal): v is PhonePeRefusal => 'code' in v;

export function createPhonePeRefunds(
  ctx: SimContext,
  creds: SimulatorCredentials['phonepe'],
  txns: Map<string, SimPhonePeTransaction>,
  checksumOk: (req: Request, data: string) => boolean,
  webhookUrl: () => string | undefined,
) {
  const refunds = new Map<string, SimPhonePeRefund>();
  const refundedOf = (id: string) =>
    [...refunds.values()].filter((r) => r.originalTransactionId === id).reduce((n, r) => n + r.amount, 0);

  /** Refunds part or all of a completed payment and posts the refund's callback. */
  function refund(input: RefundRequest): SimPhonePeRefund | PhonePeRefusal {
    const { merchantTransactionId: id, originalTransactionId: original, amount } = input;
    if (txns.has(id) || refunds.has(id)) {
      return { status: 400, code: 'DUPLICATE_TXN_REQUEST', message: 'Duplicate transaction request' };
    }
    const t = txns.get(original);
    if (!t) return { status: 400, code: 'TRANSACTION_NOT_FOUND', message: 'Original transaction not found' };
    if (t.state !== 'COMPLETED') {
      return { status: 400, code: 'BAD_REQUEST', message: 'Only a completed payment can be refunded.' };
    }
    if (refundedOf(original) + amount > t.amount) {
      return { status: 400, code: 'EXCESS_REFUND_AMOUNT', message: 'The refund exceeds the amount paid.' };
    }
    const r: SimPhonePeRefund = {
      merchantId: creds.merchantId,
      merchantTransactionId: id,
      originalTransactionId: original,
      merchantUserId: input.merchantUserId,
      amount,
      transactionId: `TR${ctx.id(20, DIGITS)}`,
      state: 'COMPLETED',
    };
    refunds.set(id, r);
    const url = webhookUrl();
    if (url) {
      const { body, xVerify } = encodeCallback(refundStatusBody(r), creds);
      ctx.deliver('phonepe refund', url, body, { 'x-verify': xVerify });
    }
    return r;
  }

  const badRequest = () =>
    json(400, {
      success: false,
      code: 'BAD_REQUEST',
      message: 'Please check the inputs you have provided.',
      data: {},
    });

  /** POST /pg/v1/refund. */
  async function api(req: Request): Promise<Response> {
    const body = (await readJson(req)) as { request?: unknown } | undefined;
    if (typeof body?.request !== 'string') return badRequest();
    let p: Record<string, unknown>;
    try {
      p = JSON.parse(Buffer.from(body.request, 'base64').toString('utf8')) as Record<string, unknown>;
    } catch {
      return badRequest();
    }
    if (p.merchantId !== creds.merchantId || !checksumOk(req, `${body.request}/pg/v1/refund`)) {
      return json(401, {
        success: false,
        code: 'AUTHORIZATION_FAILED',
        message: 'X-VERIFY header is incorrect',
        data: {},
      });
    }
    const { merchantTransactionId: id, originalTransactionId: original, amount, merchantUserId } = p;
    if (typeof id !== 'string' || !ID.test(id) || typeof original !== 'string') return badRequest();
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return badRequest();
    const user = typeof merchantUserId === 'string' ? merchantUserId : '';
    const r = refund({
      merchantTransactionId: id,
      originalTransactionId: original,
      merchantUserId: user,
      amount,
    });
    if (isRefusal(r)) return json(r.status, { success: false, code: r.code, message: r.message, data: {} });
    return json(200, refundStatusBody(r));
  }

  function page(notice?: string): Response {
    const rows = [...txns.values()]
      .filter((t) => t.state === 'COMPLETED')
      .reverse()
      .map((t) => {
        const refunded = refundedOf(t.merchantTransactionId);
        const hidden = { merchant_transaction_id: t.merchantTransactionId };
        return {
          cells: [
            t.merchantTransactionId,
            t.transactionId,
            formatMinor(t.amount, 'INR'),
            t.state,
            formatMinor(refunded, 'INR'),
          ],
          actions: refunded < t.amount ? [{ label: 'Refund', action: 'refund', hidden }] : [],
        };
      });
    return html(
      200,
      dashboardPage({
        brand: 'phonepe',
        title: TITLE,
        columns: ['Transaction', 'PhonePe id', 'Amount', 'State', 'Refunded'],
        rows,
        action: `${ctx.base()}/dashboard`,
        ...(notice ? { notice } : {}),
        empty: 'No completed payments yet.',
      }),
    );
  }

  async function dashboard(req: Request, url: URL): Promise<Response | undefined> {
    if (req.method === 'GET') {
      const id = url.searchParams.get('refunded');
      return page(id ? `Refunded ${id}.` : undefined);
    }
    if (req.method !== 'POST') return undefined;
    const form = await readForm(req);
    const t = txns.get(form.get('merchant_transaction_id') ?? '');
    if (!t || form.get('action') !== 'refund') {
      return html(404, messagePage('phonepe', TITLE, 'This PhonePe payment does not exist.'));
    }
    const r = refund({
      merchantTransactionId: phonePeRefundId(t.merchantTransactionId),
      originalTransactionId: t.merchantTransactionId,
      merchantUserId: t.merchantUserId,
      amount: t.amount - refundedOf(t.merchantTransactionId),
    });
    if (isRefusal(r)) return html(409, messagePage('phonepe', TITLE, r.message));
    return seeOther(`${ctx.base()}/dashboard?refunded=${encodeURIComponent(t.merchantTransactionId)}`);
  }

  return { refunds, refund, api, dashboard, isRefusal };
}
