/**
 * The admin overview's definitions (docs/product-rules.md 15.2), pure so the numbers can be tested:
 * time ranges, who counts as paid and active, and the pricing-page visit aggregation.
 */
import type { Where } from '../query/types';
import { completeSubscription, isFreeUser } from '../user';

export const OVERVIEW_RANGES = [7, 30, 90] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];
export const DEFAULT_OVERVIEW_RANGE: OverviewRange = 30;
export const RECENT_LIST_SIZE = 5;
export const TOP_COUNTRIES = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** Daily active: last login within the last day; monthly: within 30 days. */
export const activeSince = (now: Date) => ({ daily: daysBefore(now, 1), monthly: daysBefore(now, 30) });

/** Paid: a live paid plan at `now` (the same rule as the daily limits, docs/product-rules.md 7.6). */
export function isPaidUser(user: { subscription?: unknown } | null | undefined, now: Date): boolean {
  return !isFreeUser(completeSubscription(user?.subscription), now);
}

/**
 * {@link isPaidUser} as a count query's filter, so the overview need not read every user. A plan
 * past its end counts here until the scheduled job marks it `expired` (within the hour,
 * functions/src/handlers/subscriptions/expire-plans.ts): a count query cannot also test the end date.
 */
export const PAID_USERS_WHERE: Where[] = [
  ['subscription.status', '==', 'active'],
  ['subscription.planId', '!=', 'free'],
];

/** Overview conversion = paid / total, as a percentage with one decimal; 0 without users. */
export function paidPercent(paid: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((paid / total) * 1000) / 10;
}

export interface Tally {
  label: string;
  count: number;
}

export interface PricingVisitSummary {
  totalVisits: number;
  uniqueVisitors: number;
  authenticatedVisits: number;
  sources: Tally[];
  devices: Tally[];
  topCountries: Tally[];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function tally(values: string[]): Tally[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * Aggregates pricingPageVisits records (functions/src/handlers/log-pricing-page-visit.ts). Older
 * records of the older pricingPageAnalytics shape name the same things differently (ip,
 * isAuthenticated, deviceType), so both spellings are read. A visit without a session id
 * counts by its ip; one with neither is a visitor of its own.
 */
export function summarizePricingVisits(visits: readonly Record<string, unknown>[]): PricingVisitSummary {
  const visitors = new Set<string>();
  let authenticatedVisits = 0;
  visits.forEach((v, i) => {
    const session = text(v.sessionId);
    const ip = text(v.ip);
    visitors.add(session ? `s:${session}` : ip ? `ip:${ip}` : `visit:${i}`);
    if (text(v.userId) || v.isAuthenticated === true) authenticatedVisits += 1;
  });
  return {
    totalVisits: visits.length,
    uniqueVisitors: visitors.size,
    authenticatedVisits,
    sources: tally(visits.map((v) => text(v.source) ?? 'direct')),
    devices: tally(visits.map((v) => text(v.device) ?? text(v.deviceType) ?? 'unknown')),
    topCountries: tally(visits.map((v) => text(v.country) ?? 'Unknown')).slice(0, TOP_COUNTRIES),
  };
}
