/**
 * What happens to a PayPal capture after the sale: the merchant's full refund
 * (`POST /v2/payments/captures/{id}/refund`, then `PAYMENT.CAPTURE.REFUNDED`) and the buyer's
 * dispute (`CUSTOMER.DISPUTE.CREATED`, then `CUSTOMER.DISPUTE.RESOLVED` with its outcome).
 */
import { paypalError, unprocessable } from './paypal-errors';
import type { SimPayPalOrder } from './paypal-orders';
import type { PayPalWebhooks } from './paypal-webhooks';
import type { SimContext } from './sim-context';
import { DIGITS, json, UPPER_ALNUM } from './sim-http';

/** A refusal: PayPal's issue and description. */
export interface PayPalRefusal {
  issue: string;
  description: string;
}

const isRefusal = (v: unknown): v is PayPalRefusal => typeof v === 'object' && v !== null && 'issue' in v;

export function createPayPalRefunds(
  ctx: SimContext,
  orders: Map<string, SimPayPalOrder>,
  hooks: PayPalWebhooks,
  now: () => string,
) {
  const byCapture = (captureId: string) => [...orders.values()].find((o) => o.capture?.id === captureId);
  const unknownCapture = (): PayPalRefusal => ({
    issue: 'INVALID_RESOURCE_ID',
    description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  });

  function refundJson(o: SimPayPalOrder, refundId: string) {
    const capture = o.capture!;
    const time = now();
    return {
      id: refundId,
      amount: capture.amount,
      seller_payable_breakdown: { gross_amount: capture.amount, total_refunded_amount: capture.amount },
      status: 'COMPLETED',
      create_time: time,
      update_time: time,
      links: [
        { href: `${ctx.base()}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
        { href: `${ctx.base()}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  function disputeJson(o: SimPayPalOrder) {
    const capture = o.capture!;
    const d = o.dispute!;
    const outcome = d.outcome === 'won' ? 'RESOLVED_SELLER_FAVOUR' : 'RESOLVED_BUYER_FAVOUR';
    return {
      dispute_id: d.id,
      create_time: now(),
      update_time: now(),
      disputed_transactions: [
        {
          seller_transaction_id: capture.id,
          seller: { merchant_id: 'SIMMERCHANT01' },
          gross_amount: capture.amount,
        },
      ],
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: d.status,
      dispute_amount: capture.amount,
      dispute_life_cycle_stage: 'INQUIRY',
      dispute_channel: 'INTERNAL',
      ...(d.status === 'RESOLVED' ? { dispute_outcome: { outcome_code: outcome } } : {}),
      links: [],
    };
  }

  /** Refunds the whole capture and sends PAYMENT.CAPTURE.REFUNDED. */
  function refund(captureId: string): Record<string, unknown> | PayPalRefusal {
    const o = byCapture(captureId);
    if (!o?.capture) return unknownCapture();
    if (o.capture.status === 'REFUNDED') {
      return { issue: 'CAPTURE_FULLY_REFUNDED', description: 'The capture has already been fully refunded' };
    }
    o.capture.status = 'REFUNDED';
    o.refundId = ctx.id(17, UPPER_ALNUM);
    o.updateTime = now();
    const resource = refundJson(o, o.refundId);
    const { value, currency_code } = o.capture.amount;
    hooks.send(
      captureId,
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      resource,
      `A ${value} ${currency_code} capture payment was refunded`,
    );
    return resource;
  }

  /** The buyer opens a dispute on the capture: CUSTOMER.DISPUTE.CREATED. */
  function openDispute(captureId: string): PayPalRefusal | null {
    const o = byCapture(captureId);
    if (!o?.capture) return unknownCapture();
    if (o.dispute?.status === 'OPEN')
      return { issue: 'DISPUTE_OPEN', description: 'A dispute is already open.' };
    o.dispute = { id: `PP-D-${ctx.id(5, DIGITS)}`, status: 'OPEN' };
    hooks.send(captureId, 'CUSTOMER.DISPUTE.CREATED', 'dispute', disputeJson(o), 'A new dispute opened');
    return null;
  }

  /** PayPal decides the open dispute: CUSTOMER.DISPUTE.RESOLVED, in the seller's favour when won. */
  function resolveDispute(captureId: string, outcome: 'won' | 'lost'): PayPalRefusal | null {
    const o = byCapture(captureId);
    if (!o?.capture) return unknownCapture();
    if (o.dispute?.status !== 'OPEN')
      return { issue: 'NO_OPEN_DISPUTE', description: 'There is no open dispute.' };
    o.dispute = { ...o.dispute, status: 'RESOLVED', outcome };
    hooks.send(captureId, 'CUSTOMER.DISPUTE.RESOLVED', 'dispute', disputeJson(o), 'A dispute was resolved');
    return null;
  }

  /** The API answer of a refund: 201 with the refund, 404 for an unknown capture, else 422. */
  function refundResponse(captureId: string): Response {
    const r = refund(captureId);
    if (!isRefusal(r)) return json(201, r);
    if (r.issue === 'INVALID_RESOURCE_ID') {
      return paypalError('RESOURCE_NOT_FOUND', [
        { field: 'capture_id', value: captureId, location: 'path', ...r },
      ]);
    }
    return unprocessable(r.issue, r.description);
  }

  return { refund, refundResponse, openDispute, resolveDispute, isRefusal };
}

export type PayPalRefunds = ReturnType<typeof createPayPalRefunds>;
