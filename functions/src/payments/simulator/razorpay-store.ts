/**
 * The Razorpay simulator's state: orders, payments, refunds, disputes, the checkout signature and
 * the webhook events they produce (`payment.captured`, `refund.processed`, `payment.dispute.*`,
 * signed with the webhook secret).
 */
import type { SimulatorCredentials } from './credentials';
import type {
  OrderInput,
  SimDisputeStatus,
  SimRazorpayDispute,
  SimRazorpayOrder,
  SimRazorpayPayment,
  SimRazorpayRefund,
} from './razorpay-entities';
import type { SimContext } from './sim-context';
import { DIGITS, hmacSha256Hex, unixSeconds } from './sim-http';

export interface PayOptions {
  /** The buyer's payment fails (bank declined). */
  fail?: boolean;
  /** Tampering tests: the payment's amount in paise instead of the order's. */
  amount?: number;
  /** false leaves the payment `authorized` until POST /v1/payments/{id}/capture. Default true. */
  capture?: boolean;
}

export interface WebhookDelivery {
  body: string;
  signature: string;
}

export function createRazorpayStore(
  ctx: SimContext,
  { keySecret, webhookSecret }: SimulatorCredentials['razorpay'],
  webhookUrl: () => string | undefined,
) {
  const orders = new Map<string, SimRazorpayOrder>();
  const payments = new Map<string, SimRazorpayPayment>();
  const webhooks = new Map<string, WebhookDelivery>();
  const refunds = new Map<string, SimRazorpayRefund>();
  /** The latest dispute of each payment, by payment id. */
  const disputes = new Map<string, SimRazorpayDispute>();
  const accountId = `acc_${ctx.id(14)}`;

  const sign = (orderId: string, paymentId: string) => hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);

  function createOrder(input: OrderInput): SimRazorpayOrder {
    const order: SimRazorpayOrder = {
      id: `order_${ctx.id(14)}`,
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: input.notes,
      created_at: unixSeconds(),
    };
    orders.set(order.id, order);
    return order;
  }

  /** A webhook event about the payment, with the refund or dispute it concerns. */
  function buildEvent(event: string, payment: SimRazorpayPayment, extra: Related = {}): WebhookDelivery {
    const payload: Record<string, { entity: unknown }> = { payment: { entity: payment } };
    if (extra.refund) payload.refund = { entity: extra.refund };
    if (extra.dispute) payload.dispute = { entity: extra.dispute };
    const body = JSON.stringify({
      entity: 'event',
      account_id: accountId,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unixSeconds(),
    });
    const delivery = { body, signature: hmacSha256Hex(webhookSecret, body) };
    webhooks.set(payment.id, delivery);
    return delivery;
  }

  function emit(event: string, payment: SimRazorpayPayment, extra: Related = {}): void {
    const { body, signature } = buildEvent(event, payment, extra);
    const url = webhookUrl();
    if (!url) return;
    ctx.deliver(`razorpay ${event}`, url, body, {
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': ctx.id(14),
      'user-agent': 'Razorpay-Webhook/v1',
    });
  }

  function markCaptured(p: SimRazorpayPayment, order: SimRazorpayOrder): void {
    p.status = 'captured';
    p.captured = true;
    const base = Math.round(p.amount * 0.02);
    p.tax = Math.round(base * 0.18);
    p.fee = base + p.tax;
    order.status = 'paid';
    order.amount_paid = p.amount;
    order.amount_due = Math.max(0, order.amount - p.amount);
    emit('payment.captured', p);
  }

  function pay(orderId: string, opts: PayOptions = {}): SimRazorpayPayment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No simulated Razorpay order ${orderId}`);
    if (order.status === 'paid') throw new Error(`Razorpay order ${orderId} is already paid`);
    const failed = opts.fail === true;
    const p: SimRazorpayPayment = {
      id: `pay_${ctx.id(14)}`,
      entity: 'payment',
      amount: opts.amount ?? order.amount,
      currency: order.currency,
      status: failed ? 'failed' : 'authorized',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: failed ? 'failure@razorpay' : 'success@razorpay',
      email: 'void@razorpay.com',
      contact: '+919000090000',
      notes: {},
      fee: null,
      tax: null,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed' : null,
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      acquirer_data: failed
        ? { rrn: null, upi_transaction_id: null }
        : { rrn: ctx.id(12, DIGITS), upi_transaction_id: ctx.id(32, '0123456789ABCDEF') },
      created_at: unixSeconds(),
    };
    payments.set(p.id, p);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (!failed && opts.capture !== false) markCaptured(p, order);
    return p;
  }

  function capture(p: SimRazorpayPayment): void {
    const order = orders.get(p.order_id);
    if (order) markCaptured(p, order);
  }

  /** POST /v1/payments/{id}/refund: the refund, or Razorpay's reason for refusing it. */
  function refund(p: SimRazorpayPayment, amount?: number): SimRazorpayRefund | string {
    if (p.status === 'refunded') return 'The payment has been fully refunded already';
    if (p.status !== 'captured') return 'Only captured payments can be refunded';
    const left = p.amount - p.amount_refunded;
    const value = amount ?? left;
    if (!Number.isInteger(value) || value < 100) return 'The refund amount must be atleast INR 1.00';
    if (value > left) return 'The refund amount provided is greater than amount captured';
    const r: SimRazorpayRefund = {
      id: `rfnd_${ctx.id(14)}`,
      entity: 'refund',
      amount: value,
      currency: p.currency,
      payment_id: p.id,
      notes: {},
      receipt: null,
      acquirer_data: { arn: null },
      created_at: unixSeconds(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    refunds.set(r.id, r);
    p.amount_refunded += value;
    p.refund_status = p.amount_refunded >= p.amount ? 'full' : 'partial';
    if (p.refund_status === 'full') p.status = 'refunded';
    emit('refund.processed', p, { refund: r });
    return r;
  }

  /** The buyer's bank opens a chargeback (`payment.dispute.created`), or the reason it cannot. */
  function openDispute(p: SimRazorpayPayment): SimRazorpayDispute | string {
    if (p.status !== 'captured') return 'Only a captured payment can be disputed';
    if (disputes.get(p.id)?.status === 'open') return 'This payment already has an open dispute';
    const now = unixSeconds();
    const d: SimRazorpayDispute = {
      id: `disp_${ctx.id(14)}`,
      entity: 'dispute',
      payment_id: p.id,
      amount: p.amount,
      currency: p.currency,
      amount_deducted: 0,
      reason_code: 'chargeback',
      respond_by: now + 7 * 24 * 3600,
      status: 'open',
      phase: 'chargeback',
      created_at: now,
    };
    disputes.set(p.id, d);
    emit('payment.dispute.created', p, { dispute: d });
    return d;
  }

  /** The open dispute ends: `payment.dispute.won` (the merchant keeps the money) or `.lost`; else the reason it cannot. */
  function closeDispute(p: SimRazorpayPayment, outcome: Exclude<SimDisputeStatus, 'open'>): string | null {
    const d = disputes.get(p.id);
    if (d?.status !== 'open') return 'This payment has no open dispute';
    d.status = outcome;
    if (outcome === 'lost') d.amount_deducted = d.amount;
    emit(`payment.dispute.${outcome}`, p, { dispute: d });
    return null;
  }

  return {
    orders,
    payments,
    webhooks,
    refunds,
    disputes,
    sign,
    createOrder,
    pay,
    capture,
    refund,
    openDispute,
    closeDispute,
    buildEvent,
  };
}

interface Related {
  refund?: SimRazorpayRefund;
  dispute?: SimRazorpayDispute;
}

export type RazorpayStore = ReturnType<typeof createRazorpayStore>;
