import { describe, expect, it } from 'vitest';
import {
  amountInUsd,
  arpu,
  churnRate,
  completionRate,
  conversionRate,
  DAY_MS,
  formatPercent,
  formatUsdAmount,
  growthRate,
  inrToUsd,
  isWithin,
  percentOf,
  periodWindow,
  roundCents,
  toUserRecord,
  type UserRecord,
} from './metrics';

const now = new Date('2025-06-30T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);

function user(planId: string, status: string, extra: Partial<UserRecord> = {}): UserRecord {
  return { createdAt: null, lastLogin: null, planId, subscriptionStatus: status, expiryDate: null, ...extra };
}

describe('toUserRecord', () => {
  it('reads the subscription, lower-cased, with defaults', () => {
    expect(
      toUserRecord({
        createdAt: daysAgo(3),
        lastLogin: 'garbage',
        subscription: { planId: 'Magic', status: 'ACTIVE', expiryDate: daysAgo(-10) },
      }),
    ).toEqual({
      createdAt: daysAgo(3),
      lastLogin: null,
      planId: 'magic',
      subscriptionStatus: 'active',
      expiryDate: daysAgo(-10),
    });
    expect(toUserRecord({})).toEqual(user('free', 'inactive'));
  });
});

describe('periodWindow and isWithin', () => {
  it('gives the period and the one before it', () => {
    const w = periodWindow(now, 7);
    expect(w.start).toEqual(daysAgo(7));
    expect(w.previousStart).toEqual(daysAgo(14));
    expect(w.end).toBe(now);
  });
  it('includes both ends and excludes missing dates', () => {
    expect(isWithin(daysAgo(7), daysAgo(7), now)).toBe(true);
    expect(isWithin(now, daysAgo(7), now)).toBe(true);
    expect(isWithin(new Date(daysAgo(7).getTime() - 1), daysAgo(7), now)).toBe(false);
    expect(isWithin(null, daysAgo(7), now)).toBe(false);
  });
});

describe('percentOf', () => {
  it('divides, and is 0 over nothing', () => {
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(3, 0)).toBe(0);
    expect(percentOf(0, 5)).toBe(0);
  });
});

describe('conversionRate', () => {
  it('counts non-free active subscriptions over all users', () => {
    const users = [
      user('pro', 'active'),
      user('magic-yearly', 'active'),
      user('free', 'active'),
      user('pro', 'cancelled'),
      user('ultimate', 'expired'),
    ];
    expect(conversionRate(users)).toBe(40);
  });
  it('is 0 without users', () => {
    expect(conversionRate([])).toBe(0);
  });
});

describe('churnRate', () => {
  it('is cancelled-expired-in-30-days over active paid plus those', () => {
    const users = [
      user('pro', 'active'),
      user('pro', 'active'),
      user('pro', 'active'),
      user('pro', 'cancelled', { expiryDate: daysAgo(5) }),
      user('pro', 'cancelled', { expiryDate: daysAgo(31) }), // too long ago
      user('pro', 'cancelled', { expiryDate: daysAgo(-5) }), // still running
      user('pro', 'cancelled'), // no expiry
      user('free', 'active'), // free accounts do not churn
    ];
    expect(churnRate(users, now)).toBe(25);
  });
  it('counts the window edges: exactly 30 days ago and now', () => {
    const users = [
      user('pro', 'cancelled', { expiryDate: daysAgo(30) }),
      user('pro', 'cancelled', { expiryDate: now }),
    ];
    expect(churnRate(users, now)).toBe(100);
  });
  it('is 0 with nobody active or churned', () => {
    expect(churnRate([user('free', 'active')], now)).toBe(0);
    expect(churnRate([], now)).toBe(0);
  });
});

describe('arpu', () => {
  it('is revenue over paid users, 0 without paid users', () => {
    expect(arpu(300, 4)).toBe(75);
    expect(arpu(300, 0)).toBe(0);
    expect(arpu(0, 3)).toBe(0);
  });
});

describe('growthRate', () => {
  it('is the relative change in %', () => {
    expect(growthRate(15, 10)).toBe(50);
    expect(growthRate(5, 10)).toBe(-50);
    expect(growthRate(0, 10)).toBe(-100);
    expect(growthRate(10, 10)).toBe(0);
  });
  it('is 100 from zero to something and 0 from zero to zero', () => {
    expect(growthRate(7, 0)).toBe(100);
    expect(growthRate(0, 0)).toBe(0);
  });
});

describe('completionRate', () => {
  it('is completed over total, 0 without resumes', () => {
    expect(completionRate(3, 4)).toBe(75);
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(4, 4)).toBe(100);
  });
});

describe('currency', () => {
  it('converts rupees at the configured rate', () => {
    expect(inrToUsd(835, 83.5)).toBe(10);
    expect(inrToUsd(850, 85)).toBe(10);
    expect(inrToUsd(100, 0)).toBe(0);
  });
  it('gives an order amount in USD', () => {
    expect(amountInUsd(1670, 'INR', 83.5)).toBe(20);
    expect(amountInUsd(1670, 'inr', 83.5)).toBe(20);
    expect(amountInUsd(71, 'USD', 83.5)).toBe(71);
  });
  it('rounds to cents', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(1.236)).toBe(1.24);
  });
});

describe('formatting', () => {
  it('formats percentages with one decimal', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(-50)).toBe('-50%');
    expect(formatPercent(NaN)).toBe('0%');
  });
  it('formats USD', () => {
    expect(formatUsdAmount(1234.5)).toBe('$1,234.50');
    expect(formatUsdAmount(0)).toBe('$0.00');
  });
});
