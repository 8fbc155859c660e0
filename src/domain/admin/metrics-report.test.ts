import { describe, expect, it } from 'vitest';
import { DAY_MS, toUserRecord } from './metrics';
import { buildAnalyticsReport, toActivityRecord } from './metrics-report';
import { toAdminOrder } from './orders';

const now = new Date('2025-09-30T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
const opts = { now, days: 7, tz: 'UTC', inrPerUsd: 83.5 };

const users = [
  // new this period (7 days): 3; previous period: 2
  { createdAt: daysAgo(1), lastLogin: daysAgo(0.5), subscription: { planId: 'pro', status: 'active' } },
  { createdAt: daysAgo(2), lastLogin: daysAgo(1), subscription: { planId: 'free', status: 'active' } },
  { createdAt: daysAgo(6.5), lastLogin: daysAgo(20) },
  { createdAt: daysAgo(8), subscription: { planId: 'magic', status: 'active' } },
  { createdAt: daysAgo(13) },
  {
    createdAt: daysAgo(100),
    lastLogin: daysAgo(3),
    subscription: { planId: 'pro', status: 'cancelled', expiryDate: daysAgo(10) },
  },
].map(toUserRecord);

const resumes = [
  { processedAt: daysAgo(1), status: 'completed' },
  { processedAt: daysAgo(2), status: 'completed' },
  { processedAt: daysAgo(3), status: 'processing' },
  { processedAt: daysAgo(4), status: 'failed' },
  { processedAt: daysAgo(9), status: 'completed' }, // previous period
  { createdAt: daysAgo(1), status: 'completed' }, // no processedAt: createdAt counts
].map(toActivityRecord);

const templates = [{ processedAt: daysAgo(0.1), status: 'completed' }, { processedAt: daysAgo(30) }].map(
  toActivityRecord,
);

const orders = [
  toAdminOrder('paypal', 'p1', { amount: 71, currency: 'USD', status: 'COMPLETED', createdAt: daysAgo(1) }),
  toAdminOrder('razorpay', 'r1', {
    amount: 1670,
    currency: 'INR',
    status: 'COMPLETED',
    createdAt: daysAgo(2),
  }),
  toAdminOrder('phonepe', 'x1', { amount: 835, currency: 'INR', status: 'success', createdAt: daysAgo(2) }),
  toAdminOrder('paypal', 'p2', { amount: 500, currency: 'USD', status: 'CREATED', createdAt: daysAgo(1) }),
  toAdminOrder('paypal', 'p3', { amount: 999, currency: 'USD', status: 'COMPLETED', createdAt: daysAgo(20) }),
];

describe('buildAnalyticsReport', () => {
  const report = buildAnalyticsReport({ users, resumes, templates, orders }, opts);

  it('computes the user card', () => {
    expect(report.user.total).toBe(6);
    expect(report.user.newInPeriod).toBe(3);
    expect(report.user.growthRate).toBe(50); // (3 - 2) / 2
    expect(report.user.conversionRate).toBeCloseTo((2 / 6) * 100, 5);
  });

  it('computes the usage card', () => {
    expect(report.usage.resumes).toBe(5);
    expect(report.usage.templates).toBe(1);
    expect(report.usage.resumesGrowth).toBe(400); // 5 against 1 in the previous 7 days
    expect(report.usage.templatesGrowth).toBe(100); // 1 against none (the other is 30 days old)
    expect(report.usage.completionRate).toBe(60); // 3 of 5
    expect(report.usage.activeUsers).toBe(3); // logins within 7 days
  });

  it('computes the revenue card in USD from revenue statuses in the period only', () => {
    // (a Razorpay record from before the paise cut-over is checked in orders.test.ts)
    expect(report.revenue.totalUsd).toBe(101); // 71 + 1670/83.5 + 835/83.5
    expect(report.revenue.payments).toBe(3);
    expect(report.revenue.paidUsers).toBe(2);
    expect(report.revenue.arpu).toBe(50.5);
    expect(report.revenue.churnRate).toBeCloseTo((1 / 3) * 100, 5); // 1 cancelled, 2 active paid
  });

  it('buckets the series by day over the period', () => {
    expect(report.series.map((p) => p.key)).toEqual([
      '2025-09-24',
      '2025-09-25',
      '2025-09-26',
      '2025-09-27',
      '2025-09-28',
      '2025-09-29',
      '2025-09-30',
    ]);
    const byKey = Object.fromEntries(report.series.map((p) => [p.key, p]));
    expect(byKey['2025-09-29']).toMatchObject({ label: 'Sep 29', users: 1, revenue: 71, resumes: 2 });
    expect(byKey['2025-09-28']).toMatchObject({ users: 1, revenue: 30, resumes: 1 });
    expect(byKey['2025-09-30']).toMatchObject({ templates: 1, revenue: 0 });
    expect(report.series.reduce((s, p) => s + p.revenue, 0)).toBe(101);
  });

  it('gives zeros everywhere without data', () => {
    const empty = buildAnalyticsReport(
      { users: [], resumes: [], templates: [], orders: [] },
      { ...opts, days: 90 },
    );
    expect(empty.user).toEqual({ total: 0, newInPeriod: 0, growthRate: 0, conversionRate: 0 });
    expect(empty.usage).toEqual({
      resumes: 0,
      templates: 0,
      resumesGrowth: 0,
      templatesGrowth: 0,
      completionRate: 0,
      activeUsers: 0,
    });
    expect(empty.revenue).toEqual({ totalUsd: 0, arpu: 0, churnRate: 0, paidUsers: 0, payments: 0 });
    expect(empty.series.map((p) => p.key)).toEqual(['2025-07', '2025-08', '2025-09']);
  });
});

describe('toActivityRecord', () => {
  it('prefers processedAt, falls back to createdAt, lower-cases the status', () => {
    expect(toActivityRecord({ processedAt: daysAgo(1), createdAt: daysAgo(2), status: 'COMPLETED' })).toEqual(
      {
        date: daysAgo(1),
        status: 'completed',
      },
    );
    expect(toActivityRecord({ processedAt: 'x', createdAt: daysAgo(2) }).date).toEqual(daysAgo(2));
    expect(toActivityRecord({})).toEqual({ date: null, status: '' });
  });
});
