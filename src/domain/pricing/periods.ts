/**
 * Billing periods of the pricing page and the period maths (docs/product-rules.md 6.2): the period price
 * is the monthly USD price x months x (1 - discount), rounded to a whole number. The server
 * computes charged amounts with these same functions; a client-sent amount is never trusted.
 */
export const BILLING_PERIOD_IDS = ['1-month', '3-months', '6-months', 'yearly'] as const;
export type BillingPeriodId = (typeof BILLING_PERIOD_IDS)[number];

export interface BillingPeriod {
  id: BillingPeriodId;
  /** Toggle label, exactly as docs/product-rules.md 6.2 writes it. */
  label: string;
  months: number;
  /** Whole percent, kept an integer so the maths has no floating-point surprise. */
  discountPercent: number;
  /** '15% OFF', or null for 1 Month. */
  discountLabel: string | null;
  /** Suffix after the price: '/month', '/3 months'... */
  priceSuffix: string;
}

export const BILLING_PERIODS: readonly BillingPeriod[] = [
  {
    id: '1-month',
    label: '1 Month',
    months: 1,
    discountPercent: 0,
    discountLabel: null,
    priceSuffix: '/month',
  },
  {
    id: '3-months',
    label: '3 Months',
    months: 3,
    discountPercent: 15,
    discountLabel: '15% OFF',
    priceSuffix: '/3 months',
  },
  {
    id: '6-months',
    label: '6 Months',
    months: 6,
    discountPercent: 30,
    discountLabel: '30% OFF',
    priceSuffix: '/6 months',
  },
  {
    id: 'yearly',
    label: 'Yearly',
    months: 12,
    discountPercent: 40,
    discountLabel: '40% OFF',
    priceSuffix: '/year',
  },
];

export const DEFAULT_BILLING_PERIOD: BillingPeriodId = '1-month';

export function isBillingPeriodId(value: unknown): value is BillingPeriodId {
  return typeof value === 'string' && (BILLING_PERIOD_IDS as readonly string[]).includes(value);
}

export function getBillingPeriod(id: BillingPeriodId): BillingPeriod {
  return BILLING_PERIODS.find((p) => p.id === id)!;
}

/** Whole USD for `monthlyUsd` over the period: x1, x3 x0.85, x6 x0.7, x12 x0.6, rounded. */
export function periodPriceUsd(monthlyUsd: number, periodId: BillingPeriodId): number {
  const { months, discountPercent } = getBillingPeriod(periodId);
  return Math.round((monthlyUsd * months * (100 - discountPercent)) / 100);
}

/** Credits bought for the period: the monthly credits times the number of months. */
export function periodCredits(monthlyCredits: number, periodId: BillingPeriodId): number {
  return monthlyCredits * getBillingPeriod(periodId).months;
}
