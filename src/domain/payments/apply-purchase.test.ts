import { describe, expect, it } from 'vitest';
import { completeSubscription } from '../user';
import { addMonths, applyPurchase } from './apply-purchase';
import { resolveProduct } from './products';

const now = new Date('2025-01-31T12:00:00.000Z');
const payment = { provider: 'razorpay', transactionId: 'pay_1' } as const;
const free = completeSubscription({ planId: 'free', status: 'active', credits: 15 });

describe('addMonths', () => {
  it('clamps to the last day of shorter months', () => {
    expect(addMonths(now, 1).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(addMonths(now, 12).toISOString()).toBe('2026-01-31T12:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe('applyPurchase', () => {
  it('a plan on a free account replaces the free allowance and ends after its months', () => {
    const sub = applyPurchase(free, resolveProduct('pro-3-months')!, payment, now);
    expect(sub).toMatchObject({
      planId: 'pro',
      planName: 'Pro (3 Months)',
      status: 'active',
      credits: 1800,
      amount: 71,
      paymentProvider: 'razorpay',
      transactionId: 'pay_1',
      startDate: now,
    });
    expect(sub.expiryDate?.toISOString()).toBe('2025-04-30T12:00:00.000Z');
  });

  it('keeps the credits an unexpired paid plan still holds, but not an expired one’s', () => {
    const live = { ...free, planId: 'pro', credits: 250, expiryDate: new Date('2025-02-10T00:00:00Z') };
    expect(applyPurchase(live, resolveProduct('ultimate-1-month')!, payment, now).credits).toBe(1750);
    const expired = { ...live, expiryDate: new Date('2025-01-01T00:00:00Z') };
    expect(applyPurchase(expired, resolveProduct('ultimate-1-month')!, payment, now).credits).toBe(1500);
  });

  it('renewing the same plan before its end extends it from the end date, not from today', () => {
    const pro = applyPurchase(free, resolveProduct('pro-1-month')!, payment, now);
    const later = new Date('2025-02-20T00:00:00.000Z');
    const renewed = applyPurchase(pro, resolveProduct('pro-3-months')!, payment, later);
    expect(renewed.expiryDate?.toISOString()).toBe('2025-05-28T12:00:00.000Z');
    expect(renewed.startDate).toEqual(now);
    // After the end, or for another plan, the new plan starts today.
    const afterEnd = new Date('2025-03-05T00:00:00.000Z');
    expect(
      applyPurchase(pro, resolveProduct('pro-1-month')!, payment, afterEnd).expiryDate?.toISOString(),
    ).toBe('2025-04-05T00:00:00.000Z');
    const upgrade = applyPurchase(pro, resolveProduct('ultimate-1-month')!, payment, later);
    expect(upgrade.expiryDate?.toISOString()).toBe('2025-03-20T00:00:00.000Z');
  });

  it('a plan bought over a live Human Keys purchase keeps Human Keys as an add-on', () => {
    const keys = applyPurchase(free, resolveProduct('human-key')!, payment, now);
    const pro = applyPurchase(keys, resolveProduct('pro-1-month')!, payment, now);
    expect(pro).toMatchObject({ planId: 'pro', addOns: ['human-key'] });
  });

  it('a lifetime offer has no end date and keeps the credits', () => {
    const sub = applyPurchase(free, resolveProduct('angel-lifetime')!, payment, now);
    expect(sub).toMatchObject({ planId: 'angel-lifetime', expiryDate: null, credits: 15, amount: 899 });
  });

  it('Human Keys is an add-on on top of a paid plan and the plan on a free account', () => {
    const pro = applyPurchase(free, resolveProduct('pro-1-month')!, payment, now);
    const withKeys = applyPurchase(pro, resolveProduct('human-key')!, payment, now);
    expect(withKeys).toMatchObject({ planId: 'pro', credits: 600, addOns: ['human-key'] });
    expect(applyPurchase(withKeys, resolveProduct('human-key')!, payment, now).addOns).toEqual(['human-key']);
    expect(applyPurchase(free, resolveProduct('human-key')!, payment, now)).toMatchObject({
      planId: 'human-key',
      status: 'active',
      expiryDate: null,
    });
  });
});
