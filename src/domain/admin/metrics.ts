/**
 * The analytics formulas (docs/product-rules.md 15.6), pure: the caller passes `now` and the rupee rate
 * (src/config/pricing.ts, VITE_INR_PER_USD, docs/product-rules.md 6.4). Rates are percentages (0-100).
 */
import { isValidDate } from '../stored-fields';
import { readStoredUser } from '../stored-user';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Analytics periods (docs/product-rules.md 15.6), default 30 days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

/** Churn looks at cancellations whose paid time ran out within this many days. */
export const CHURN_WINDOW_DAYS = 30;

/** The fields of users/{uid} the analytics read. */
export interface UserRecord {
  createdAt: Date | null;
  lastLogin: Date | null;
  planId: string;
  subscriptionStatus: string;
  expiryDate: Date | null;
}

const validOrNull = (d: Date | null) => (isValidDate(d) ? d : null);

export function toUserRecord(data: unknown): UserRecord {
  const user = readStoredUser(data);
  return {
    createdAt: validOrNull(user.createdAt),
    lastLogin: validOrNull(user.lastLogin),
    planId: (user.subscription?.planId ?? 'free').toLowerCase(),
    subscriptionStatus: (user.subscription?.status ?? 'inactive').toLowerCase(),
    expiryDate: user.subscription?.expiryDate ?? null,
  };
}

/** The current period [start, now] and the one before it [previousStart, start). */
export function periodWindow(now: Date, days: number) {
  const start = new Date(now.getTime() - days * DAY_MS);
  const previousStart = new Date(start.getTime() - days * DAY_MS);
  return { start, previousStart, end: now };
}

/** `from <= date <= to`; a missing date is outside every window. */
export function isWithin(date: Date | null, from: Date, to: Date): boolean {
  return date !== null && date.getTime() >= from.getTime() && date.getTime() <= to.getTime();
}

/** part / whole as a percentage; 0 when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** A paying customer: a subscription that is active and not the free plan. */
export function hasPaidActiveSubscription(u: UserRecord): boolean {
  return u.subscriptionStatus === 'active' && u.planId !== 'free';
}

/** Users with a non-free active subscription over all users. */
export function conversionRate(users: readonly UserRecord[]): number {
  return percentOf(users.filter(hasPaidActiveSubscription).length, users.length);
}

/**
 * Cancelled subscriptions whose expiry fell in the last 30 days, over the active (paid) ones
 * plus those. Free accounts are 'active' too but cannot churn, so they stay out.
 */
export function churnRate(users: readonly UserRecord[], now: Date): number {
  const from = new Date(now.getTime() - CHURN_WINDOW_DAYS * DAY_MS);
  const churned = users.filter(
    (u) => u.subscriptionStatus === 'cancelled' && isWithin(u.expiryDate, from, now),
  ).length;
  const active = users.filter(hasPaidActiveSubscription).length;
  return percentOf(churned, active + churned);
}

/** Average revenue per paying user; 0 when nobody pays. */
export function arpu(totalRevenue: number, paidUsers: number): number {
  return paidUsers > 0 ? totalRevenue / paidUsers : 0;
}

/** Period-over-period growth in %: 100 from zero to something, 0 from zero to zero. */
export function growthRate(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return ((current - previous) / previous) * 100;
}

/** Completed resumes over all resumes, in %. */
export function completionRate(completed: number, total: number): number {
  return percentOf(completed, total);
}

/** Rupees to dollars at `inrPerUsd` rupees per dollar. */
export function inrToUsd(inr: number, inrPerUsd: number): number {
  return inrPerUsd > 0 ? inr / inrPerUsd : 0;
}

/** An order amount in USD: INR is converted at the one configured rate; USD as is. */
export function amountInUsd(amount: number, currency: string, inrPerUsd: number): number {
  return currency.toUpperCase() === 'INR' ? inrToUsd(amount, inrPerUsd) : amount;
}

/** Rounds to cents (sums of converted amounts otherwise show float noise). */
export const roundCents = (n: number) => Math.round(n * 100) / 100;

/** '12.5%' (one decimal, trailing .0 dropped). */
export function formatPercent(value: number): string {
  return `${Number.isFinite(value) ? Number(value.toFixed(1)) : 0}%`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50': the analytics screen shows money in USD (docs/product-rules.md 15.6). */
export function formatUsdAmount(value: number): string {
  return usd.format(Number.isFinite(value) ? value : 0);
}
