/**
 * Razorpay's order, payment, refund and dispute entities as the API and webhooks carry them, the
 * order-create validation with Razorpay's messages, and its error envelope.
 */
import { json } from './sim-http';

export interface SimRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string | number>;
  created_at: number;
}

export interface SimRazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'upi';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: string;
  email: string;
  contact: string;
  notes: Record<string, string | number>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { rrn: string | null; upi_transaction_id: string | null };
  created_at: number;
}

export interface SimRazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string | number>;
  receipt: null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

export type SimDisputeStatus = 'open' | 'won' | 'lost';

export interface SimRazorpayDispute {
  id: string;
  entity: 'dispute';
  payment_id: string;
  amount: number;
  currency: string;
  amount_deducted: number;
  reason_code: 'chargeback';
  respond_by: number;
  status: SimDisputeStatus;
  phase: 'chargeback';
  created_at: number;
}

/** Razorpay's error envelope (HTTP 400 unless said otherwise). */
export function razorpayError(description: string, status = 400, field?: string): Response {
  return json(status, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      ...(field ? { field } : {}),
    },
  });
}

export const idDoesNotExist = () => razorpayError('The id provided does not exist');

export interface OrderInput {
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string | number>;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Validates POST /v1/orders; a string is the error description. */
export function parseOrderInput(body: unknown): OrderInput | { error: string; field: string } {
  if (!isObj(body)) return { error: 'The amount field is required.', field: 'amount' };
  const { amount, currency, receipt, notes } = body;
  if (amount === undefined) return { error: 'The amount field is required.', field: 'amount' };
  if (typeof amount !== 'number' || !Number.isInteger(amount)) {
    return { error: 'The amount must be an integer.', field: 'amount' };
  }
  if (amount < 100) return { error: 'The amount must be atleast INR 1.00', field: 'amount' };
  if (currency === undefined) return { error: 'The currency field is required.', field: 'currency' };
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    return { error: 'Currency is not supported', field: 'currency' };
  }
  if (receipt !== undefined && receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) {
    return { error: 'The receipt may not be greater than 40 characters.', field: 'receipt' };
  }
  if (notes !== undefined && !isObj(notes)) return { error: 'The notes must be an array.', field: 'notes' };
  const entries = Object.entries(notes ?? {});
  if (entries.length > 15)
    return { error: 'Number of fields in notes should be less than or equal to 15', field: 'notes' };
  for (const [, v] of entries) {
    if ((typeof v !== 'string' && typeof v !== 'number') || String(v).length > 256) {
      return { error: 'Notes values should be strings of at most 256 characters', field: 'notes' };
    }
  }
  return {
    amount,
    currency,
    receipt: typeof receipt === 'string' ? receipt : null,
    notes: Object.fromEntries(entries) as Record<string, string | number>,
  };
}

/** Razorpay form bodies use PHP-style `notes[key]=value`; the API accepts them as well as JSON. */
export function formToObject(form: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const notes: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^notes\[(.+)\]$/.exec(k);
    if (m?.[1]) notes[m[1]] = v;
    else out[k] = k === 'amount' && /^\d+$/.test(v) ? Number(v) : v;
  }
  if (Object.keys(notes).length) out.notes = notes;
  return out;
}
