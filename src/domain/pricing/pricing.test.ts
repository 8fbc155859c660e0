import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIODS,
  getBillingPeriod,
  isBillingPeriodId,
  periodCredits,
  periodPriceUsd,
} from './periods';
import { PRICING_PLANS, getPricingPlan, isPaidPlanId } from './plans';
import { DEFAULT_INR_PER_USD, displayInr, formatInr, formatUsd, usdToInr } from './rupees';
import { INFO_TOPICS } from './topics';

describe('billing periods', () => {
  it('has the four periods with their labels and discounts', () => {
    expect(BILLING_PERIODS.map((p) => [p.label, p.months, p.discountLabel])).toEqual([
      ['1 Month', 1, null],
      ['3 Months', 3, '15% OFF'],
      ['6 Months', 6, '30% OFF'],
      ['Yearly', 12, '40% OFF'],
    ]);
    expect(isBillingPeriodId('yearly')).toBe(true);
    expect(isBillingPeriodId('weekly')).toBe(false);
    expect(isBillingPeriodId(3)).toBe(false);
  });

  // x1, x3 x0.85, x6 x0.7, x12 x0.6, rounded to a whole number.
  it.each([
    ['free', [0, 0, 0, 0]],
    ['pro', [28, 71, 118, 202]], // 71.4, 117.6, 201.6
    ['ultimate', [47, 120, 197, 338]], // 119.85, 197.4, 338.4
    ['magic', [99, 252, 416, 713]], // 252.45, 415.8, 712.8
  ] as const)('prices %s for every period', (planId, expected) => {
    const plan = getPricingPlan(planId);
    expect(BILLING_PERIODS.map((p) => periodPriceUsd(plan.monthlyUsd, p.id))).toEqual(expected);
  });

  it('rounds halves up and is free of floating-point drift', () => {
    expect(periodPriceUsd(10, '3-months')).toBe(26); // 25.5
    expect(periodPriceUsd(1, '6-months')).toBe(4); // 4.2
    expect(periodPriceUsd(100, '3-months')).toBe(255); // 255.00000000000003 with floats
  });

  it('multiplies credits by the number of months', () => {
    expect(BILLING_PERIODS.map((p) => periodCredits(600, p.id))).toEqual([600, 1800, 3600, 7200]);
    expect(periodCredits(getPricingPlan('magic').credits, 'yearly')).toBe(48000);
    expect(getBillingPeriod('6-months').priceSuffix).toBe('/6 months');
  });
});

describe('plans', () => {
  it('matches the plan constants', () => {
    expect(PRICING_PLANS.map((p) => [p.id, p.name, p.credits, p.monthlyUsd])).toEqual([
      ['free', 'Free', 15, 0],
      ['pro', 'Pro', 600, 28],
      ['ultimate', 'Ultimate', 1500, 47],
      ['magic', 'Magic', 4000, 99],
    ]);
    expect(PRICING_PLANS.filter((p) => p.badge).map((p) => [p.id, p.badge])).toEqual([
      ['ultimate', 'Most Popular'],
    ]);
    expect(isPaidPlanId('pro')).toBe(true);
    expect(isPaidPlanId('free')).toBe(false);
  });

  it('gives Free no Privacy & Speed and Human Keys only to Ultimate and Magic', () => {
    const included = (id: 'free' | 'pro' | 'ultimate' | 'magic', name: string) =>
      getPricingPlan(id).features.find((f) => f.name === name)?.included;
    expect(included('free', 'Privacy & Speed')).toBe(false);
    expect(included('pro', 'Privacy & Speed')).toBe(true);
    expect(
      ['free', 'pro', 'ultimate', 'magic'].map((id) => included(id as 'free', 'Human-keys access')),
    ).toEqual([false, false, true, true]);
  });

  it('links every feature row to an existing topic', () => {
    for (const plan of PRICING_PLANS)
      for (const f of plan.features) if (f.info) expect(INFO_TOPICS[f.info].title).toBeTruthy();
  });
});

describe('rupee display', () => {
  it('uses 83.5 rupees per dollar by default, rounded', () => {
    expect(DEFAULT_INR_PER_USD).toBe(83.5);
    expect(usdToInr(28)).toBe(2338);
    expect(usdToInr(71)).toBe(5929); // 5928.5
    expect(usdToInr(713)).toBe(59536); // 59535.5
    expect(displayInr(28)).toBe('₹2,338');
    expect(displayInr(202)).toBe('₹16,867');
    expect(displayInr(0)).toBe('₹0');
  });

  it('uses an injected rate', () => {
    expect(usdToInr(71, 85)).toBe(6035);
    expect(displayInr(28, 83)).toBe('₹2,324');
    expect(displayInr(899, 85)).toBe('₹76,415');
  });

  it('groups digits the Indian way and formats dollars', () => {
    expect(formatInr(100000)).toBe('₹1,00,000');
    expect(formatInr(12345678)).toBe('₹1,23,45,678');
    expect(formatUsd(713)).toBe('$713');
    expect(formatUsd(1299)).toBe('$1,299');
  });
});
