/**
 * Order records as the admin console sees them (docs/product-rules.md 15.4). The three order
 * stores hold our own orders and older records with other field names: storedOrderSchema
 * (order-record.ts) reads every spelling defensively, so one odd record must not break the
 * payments table; this file adds what depends on the store (provider, default currency).
 */
import { ORDER_COLLECTIONS, PAYMENT_PROVIDER_IDS, type PaymentProviderId } from '../payments/contract';
import { storedOrderSchema } from './order-record';

export const ADMIN_ORDER_STATUSES = ['created', 'paid', 'failed', 'refunded', 'disputed'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** One order row of the payments tab, whatever store and generation it came from. */
export interface AdminOrder {
  /** The document id in its store. */
  id: string;
  provider: PaymentProviderId;
  uid: string | null;
  name: string | null;
  email: string | null;
  amount: number;
  currency: string;
  planId: string;
  planName: string;
  /** The stored status, as written. */
  rawStatus: string;
  status: AdminOrderStatus;
  /** A dispute's end at the provider (won, lost), or null. */
  disputeOutcome: string | null;
  paymentMethod: string;
  transactionId: string;
  /** null when missing; an Invalid Date when present but unparsable (shown 'Invalid date'). */
  createdAt: Date | null;
}

/**
 * Lower-cased raw status -> display status (docs/product-rules.md 15.4). Decisions (15.4.1):
 * `cancelled`/`canceled` (our own CANCELLED: the buyer closed the checkout) shows as failed, since
 * no money moved; `active` (older records kept the subscription's status) shows as paid; our
 * REFUNDED and DISPUTED show as themselves (docs/product-rules.md 7.6).
 */
const STATUS_TABLE: Record<string, AdminOrderStatus> = {
  paid: 'paid',
  completed: 'paid',
  success: 'paid',
  active: 'paid',
  created: 'created',
  pending: 'created',
  initiated: 'created',
  failed: 'failed',
  cancelled: 'failed',
  canceled: 'failed',
  refunded: 'refunded',
  disputed: 'disputed',
};

/**
 * completed/success -> paid, pending/initiated -> created, failed/cancelled -> failed, refunded and
 * disputed as such; unknown -> created.
 */
export function normaliseOrderStatus(raw: unknown): AdminOrderStatus {
  if (typeof raw !== 'string') return 'created';
  return STATUS_TABLE[raw.trim().toLowerCase()] ?? 'created';
}

/**
 * The stored spellings of one display status (lower, UPPER and Capitalised), for a server-side
 * `in` filter. A record with a status outside the table (shown as created) cannot be matched
 * this way: the 'created' filter misses it, 'all' shows it.
 */
export function rawStatusesFor(status: AdminOrderStatus): string[] {
  const words = Object.keys(STATUS_TABLE).filter((w) => STATUS_TABLE[w] === status);
  return words.flatMap((w) => [w, w.toUpperCase(), w[0]!.toUpperCase() + w.slice(1)]);
}

/** docs/product-rules.md 15.6: the statuses revenue counts, spelled exactly as stored. */
export const REVENUE_STATUSES = ['paid', 'completed', 'COMPLETED', 'success', 'SUCCESS'] as const;

export function countsAsRevenue(rawStatus: unknown): boolean {
  return typeof rawStatus === 'string' && (REVENUE_STATUSES as readonly string[]).includes(rawStatus);
}

/** The store an order came from decides its provider; null for any other collection. */
export function providerOfStore(collection: string): PaymentProviderId | null {
  return PAYMENT_PROVIDER_IDS.find((p) => ORDER_COLLECTIONS[p] === collection) ?? null;
}

/**
 * Razorpay records written before this date kept amounts in paise (docs/product-rules.md 15.4). Razorpay
 * is the Indian provider, so the cut-over is midnight India time.
 */
export const RAZORPAY_PAISE_CUTOVER = new Date('2025-08-20T00:00:00+05:30');
const PAISE_THRESHOLD = 1000;

/** Paise to rupees for old Razorpay records above 1000; an undated record is left alone. */
export function correctRazorpayAmount(amount: number, createdAt: Date | null): number {
  if (!createdAt || Number.isNaN(createdAt.getTime())) return amount;
  return createdAt < RAZORPAY_PAISE_CUTOVER && amount > PAISE_THRESHOLD ? amount / 100 : amount;
}

const DEFAULT_CURRENCY: Record<PaymentProviderId, string> = {
  paypal: 'USD',
  razorpay: 'INR',
  phonepe: 'INR',
};

/** Reads one order document of `provider`'s store into the console's shape. */
export function toAdminOrder(provider: PaymentProviderId, id: string, data: unknown): AdminOrder {
  const o = storedOrderSchema.parse(data);
  return {
    id,
    provider,
    uid: o.uid,
    name: o.name,
    email: o.email,
    amount: provider === 'razorpay' ? correctRazorpayAmount(o.amount, o.createdAt) : o.amount,
    currency: (o.currency ?? DEFAULT_CURRENCY[provider]).toUpperCase(),
    planId: o.planId,
    planName: o.planName,
    rawStatus: o.rawStatus,
    status: normaliseOrderStatus(o.rawStatus),
    disputeOutcome: o.disputeOutcome,
    paymentMethod: o.paymentMethod ?? provider,
    transactionId: o.transactionId ?? id,
    createdAt: o.createdAt,
  };
}

const time = (d: Date | null) => (d && !Number.isNaN(d.getTime()) ? d.getTime() : -Infinity);

/** All loaded rows newest first; undated rows last; ties by id so the order is stable. */
export function mergeNewestFirst(lists: readonly (readonly AdminOrder[])[]): AdminOrder[] {
  return lists
    .flat()
    .sort((a, b) => time(b.createdAt) - time(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** docs/product-rules.md 15.4: transaction ids are shown cut to 12 characters (the full id stays available). */
export const TRANSACTION_ID_DISPLAY_LENGTH = 12;

export function truncateId(id: string, max = TRANSACTION_ID_DISPLAY_LENGTH): string {
  return id.length > max ? `${id.slice(0, max)}…` : id;
}

/** Client-side search over the loaded rows: name, e-mail, transaction id, plan (case-insensitive). */
export function orderMatchesSearch(order: AdminOrder, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [order.name, order.email, order.transactionId, order.planName, order.planId, order.id].some(
    (v) => v !== null && v.toLowerCase().includes(needle),
  );
}
