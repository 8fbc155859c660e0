/** The payments tab's filters and the store query they make (docs/product-rules.md 15.4). */
import type { Query, QueryCursor, Where } from '@/backend/ports';
import { rawStatusesFor, type AdminOrderStatus } from '@/domain/admin/orders';
import { DAY_MS } from '@/domain/admin/metrics';
import { ORDER_COLLECTIONS, PAYMENT_PROVIDER_IDS, type PaymentProviderId } from '@/domain/payments/contract';

/** docs/product-rules.md 15.4: 10 per provider per page. */
export const PAYMENTS_PAGE_SIZE = 10;

export const PAYMENT_PERIODS = ['7', '30', '90', 'all'] as const;
export type PaymentPeriod = (typeof PAYMENT_PERIODS)[number];

export interface PaymentFilters {
  status: 'all' | AdminOrderStatus;
  provider: 'all' | PaymentProviderId;
  period: PaymentPeriod;
}

export const DEFAULT_PAYMENT_FILTERS: PaymentFilters = { status: 'all', provider: 'all', period: 'all' };

export const PROVIDER_LABELS: Record<PaymentProviderId, string> = {
  paypal: 'PayPal',
  razorpay: 'Razorpay',
  phonepe: 'PhonePe',
};

export function providersFor(filters: PaymentFilters): PaymentProviderId[] {
  return filters.provider === 'all' ? [...PAYMENT_PROVIDER_IDS] : [filters.provider];
}

/** createdAt >= now - N days, or null for 'all'. */
export function periodStart(period: PaymentPeriod, now: Date): Date | null {
  return period === 'all' ? null : new Date(now.getTime() - Number(period) * DAY_MS);
}

/**
 * One page of one store, newest first. Status and period are filtered by the store (so every
 * page holds matching rows); one row more than a page tells whether another page exists.
 */
export function orderPageQuery(
  provider: PaymentProviderId,
  filters: Pick<PaymentFilters, 'status'>,
  since: Date | null,
  after: QueryCursor | null,
): Query {
  const where: Where[] = [];
  if (filters.status !== 'all') where.push(['status', 'in', rawStatusesFor(filters.status)]);
  if (since) where.push(['createdAt', '>=', since]);
  return {
    collection: ORDER_COLLECTIONS[provider],
    where,
    orderBy: [['createdAt', 'desc']],
    limit: PAYMENTS_PAGE_SIZE + 1,
    ...(after ? { startAfter: after } : {}),
  };
}
