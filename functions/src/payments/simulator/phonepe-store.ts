/**
 * PhonePe transactions (PG standard checkout v1): the pay payload's validation, the status
 * object the status API and the S2S callback both carry, completing a payment, and refunds (whose
 * status object the refund API, the status API and the refund's callback carry alike).
 */
import type { SimulatorCredentials } from './credentials';
import type { SimContext } from './sim-context';
import { DIGITS, sha256Hex } from './sim-http';

export type PhonePeOutcome = 'success' | 'fail' | 'cancel';

export interface SimPhonePeTransaction {
  merchantId: string;
  merchantTransactionId: string;
  merchantUserId: string;
  /** Paise, as requested. */
  amount: number;
  /** Tampering tests: the amount status and callback report instead. */
  reportedAmount?: number;
  redirectUrl: string;
  redirectMode: string;
  callbackUrl: string;
  mobileNumber?: string;
  /** PhonePe's own id (`T…`). */
  transactionId: string;
  /** The pay page's token. */
  token: string;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  outcome?: PhonePeOutcome;
  utr?: string;
}

export type PayPayload = Omit<SimPhonePeTransaction, 'transactionId' | 'token' | 'state'>;

const ID = /^[A-Za-z0-9_-]+$/;
const isHttpUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/[^\s]+$/i.test(v);

/** The decoded pay payload, or null when PhonePe would answer BAD_REQUEST. */
export function parsePayPayload(p: Record<string, unknown>): PayPayload | null {
  const { merchantId, merchantTransactionId: mtid, merchantUserId: user, amount, mobileNumber } = p;
  const instrument = p.paymentInstrument as { type?: unknown } | undefined;
  const mode = p.redirectMode ?? 'REDIRECT';
  if (typeof merchantId !== 'string' || typeof mtid !== 'string' || typeof user !== 'string') return null;
  if (!ID.test(mtid) || mtid.length > 35 || !ID.test(user) || user.length > 36) return null;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return null;
  if (!isHttpUrl(p.redirectUrl) || !isHttpUrl(p.callbackUrl)) return null;
  if (mode !== 'REDIRECT' && mode !== 'POST') return null;
  if (mobileNumber !== undefined && (typeof mobileNumber !== 'string' || !/^\d{10}$/.test(mobileNumber)))
    return null;
  if (instrument?.type !== 'PAY_PAGE') return null;
  return {
    merchantId,
    merchantTransactionId: mtid,
    merchantUserId: user,
    amount,
    redirectUrl: p.redirectUrl,
    redirectMode: mode,
    callbackUrl: p.callbackUrl,
    ...(typeof mobileNumber === 'string' ? { mobileNumber } : {}),
  };
}

const OUTCOME = {
  success: {
    success: true,
    code: 'PAYMENT_SUCCESS',
    message: 'Your payment is successful.',
    responseCode: 'SUCCESS',
  },
  fail: { success: false, code: 'PAYMENT_ERROR', message: 'Payment Failed', responseCode: 'PAYMENT_ERROR' },
  cancel: {
    success: false,
    code: 'PAYMENT_CANCELLED',
    message: 'Payment Cancelled',
    responseCode: 'USER_CANCEL',
  },
} as const;

/** What GET /pg/v1/status answers and the S2S callback carries (base64) for the transaction. */
export function statusBody(t: SimPhonePeTransaction) {
  const o = t.outcome
    ? OUTCOME[t.outcome]
    : {
        success: false,
        code: 'PAYMENT_PENDING',
        message: 'Your payment is in pending state.',
        responseCode: 'PENDING',
      };
  return {
    success: o.success,
    code: o.code,
    message: o.message,
    data: {
      merchantId: t.merchantId,
      merchantTransactionId: t.merchantTransactionId,
      transactionId: t.transactionId,
      amount: t.reportedAmount ?? t.amount,
      state: t.state,
      responseCode: o.responseCode,
      paymentInstrument:
        t.outcome === 'success'
          ? {
              type: 'UPI',
              vpa: null,
              maskedAccountNumber: 'XXXXXXXXXX890125',
              ifsc: 'AABF0009009',
              utr: t.utr ?? null,
              upiTransactionId: null,
            }
          : null,
    },
  };
}

/** A refund of a completed transaction (POST /pg/v1/refund); the simulator settles it at once. */
export interface SimPhonePeRefund {
  merchantId: string;
  /** The merchant's refund id. */
  merchantTransactionId: string;
  originalTransactionId: string;
  merchantUserId: string;
  /** Paise. */
  amount: number;
  /** PhonePe's own id (`TR…`). */
  transactionId: string;
  state: 'COMPLETED';
}

/** The refund's status object: the refund API's answer, its status and its callback. */
export function refundStatusBody(r: SimPhonePeRefund) {
  return {
    success: true,
    code: 'PAYMENT_SUCCESS',
    message: 'Your request has been successfully completed.',
    data: {
      merchantId: r.merchantId,
      merchantTransactionId: r.merchantTransactionId,
      transactionId: r.transactionId,
      amount: r.amount,
      state: r.state,
      responseCode: 'SUCCESS',
    },
  };
}

type Salt = Pick<SimulatorCredentials['phonepe'], 'saltKey' | 'saltIndex'>;

/** A status object as an S2S callback: raw body `{"response": base64}` and its X-VERIFY header. */
export function encodeCallback(
  status: unknown,
  { saltKey, saltIndex }: Salt,
): { body: string; xVerify: string } {
  const response = Buffer.from(JSON.stringify(status)).toString('base64');
  return { body: JSON.stringify({ response }), xVerify: `${sha256Hex(response + saltKey)}###${saltIndex}` };
}

/** The S2S callback's raw body and its X-VERIFY header (checksum with the simulator's salt). */
export function callbackOf(t: SimPhonePeTransaction, salt: Salt): { body: string; xVerify: string } {
  return encodeCallback(statusBody(t), salt);
}

/** Settles a pending transaction and sends the S2S callback when a webhook URL is configured. */
export function completeTransaction(
  ctx: SimContext,
  salt: Salt,
  t: SimPhonePeTransaction,
  outcome: PhonePeOutcome,
  webhookUrl: string | undefined,
  amount?: number,
): void {
  if (t.outcome) throw new Error(`PhonePe transaction ${t.merchantTransactionId} is already ${t.state}`);
  t.outcome = outcome;
  t.state = outcome === 'success' ? 'COMPLETED' : 'FAILED';
  if (outcome === 'success') t.utr = ctx.id(12, DIGITS);
  if (amount !== undefined) t.reportedAmount = amount;
  if (!webhookUrl) return;
  const { body, xVerify } = callbackOf(t, salt);
  ctx.deliver(`phonepe ${statusBody(t).code}`, webhookUrl, body, { 'x-verify': xVerify });
}
