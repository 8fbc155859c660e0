/**
 * The simulator's PayPal orders and their JSON representations (Orders v2): the shapes the
 * gateway reads after create, get and capture.
 */
import type { PayPalOrderInput } from './paypal-create';

export type PayPalOrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

export interface SimPayPalCapture {
  id: string;
  /** REFUNDED once the merchant refunded it (paypal-refunds.ts). */
  status: 'COMPLETED' | 'REFUNDED';
  amount: { currency_code: string; value: string };
  final_capture: true;
  custom_id?: string;
  create_time: string;
  update_time: string;
}

export interface SimPayPalOrder extends PayPalOrderInput {
  id: string;
  status: PayPalOrderStatus;
  payerId?: string;
  /** Set by the Fail button or `approve(id, {decline: true})`: capture answers INSTRUMENT_DECLINED. */
  declined: boolean;
  /** Tampering tests: the amount the capture reports instead of the order's. */
  captureAmount?: string;
  capture?: SimPayPalCapture;
  /** The capture's refund and dispute (paypal-refunds.ts). */
  refundId?: string;
  dispute?: { id: string; status: 'OPEN' | 'RESOLVED'; outcome?: 'won' | 'lost' };
  createTime: string;
  updateTime: string;
}

type Link = { href: string; rel: string; method: string };

/** The buyer as the sandbox's personal test account would appear. */
export function payerJson(payerId: string) {
  return {
    name: { given_name: 'Sim', surname: 'Buyer' },
    email_address: 'sb-simbuyer@personal.example.com',
    payer_id: payerId,
    address: { country_code: 'US' },
  };
}

/** HATEOAS links for the order's current state. */
export function orderLinks(base: string, o: SimPayPalOrder): Link[] {
  const self = `${base}/v2/checkout/orders/${o.id}`;
  const links: Link[] = [{ href: self, rel: 'self', method: 'GET' }];
  const buyerPage = `${base}/checkoutnow?token=${o.id}`;
  if (o.status === 'PAYER_ACTION_REQUIRED')
    links.push({ href: buyerPage, rel: 'payer-action', method: 'GET' });
  if (o.status === 'CREATED') {
    links.push(
      { href: buyerPage, rel: 'approve', method: 'GET' },
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    );
  }
  if (o.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
  return links;
}

/** What create returns without `Prefer: return=representation`. */
export function minimalOrderJson(base: string, o: SimPayPalOrder) {
  return { id: o.id, status: o.status, links: orderLinks(base, o) };
}

/** GET /v2/checkout/orders/{id} (and create with `Prefer: return=representation`). */
export function orderJson(base: string, o: SimPayPalOrder) {
  return {
    id: o.id,
    intent: 'CAPTURE',
    status: o.status,
    purchase_units: [
      {
        ...o.purchaseUnit,
        payee: { email_address: 'sb-simmerchant@business.example.com', merchant_id: 'SIMMERCHANT01' },
        ...(o.capture ? { payments: { captures: [o.capture] } } : {}),
      },
    ],
    ...(o.payerId ? { payer: payerJson(o.payerId) } : {}),
    create_time: o.createTime,
    ...(o.updateTime !== o.createTime ? { update_time: o.updateTime } : {}),
    links: orderLinks(base, o),
  };
}

/** The 201 body of a successful capture. */
export function captureJson(base: string, o: SimPayPalOrder) {
  const payer = payerJson(o.payerId ?? '');
  return {
    id: o.id,
    status: o.status,
    payment_source: {
      paypal: {
        email_address: payer.email_address,
        account_id: payer.payer_id,
        account_status: 'VERIFIED',
        name: payer.name,
        address: payer.address,
      },
    },
    purchase_units: [
      {
        reference_id: o.purchaseUnit.reference_id,
        payments: { captures: o.capture ? [o.capture] : [] },
      },
    ],
    payer,
    links: [{ href: `${base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' }],
  };
}
