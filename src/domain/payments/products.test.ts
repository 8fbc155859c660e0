import { describe, expect, it } from 'vitest';
import { chargeFor, planProductId, resolveProduct } from './products';

describe('resolveProduct', () => {
  it('prices plan-period products with the period maths and multiplies the credits', () => {
    expect(resolveProduct(planProductId('pro', '3-months'))).toEqual({
      id: 'pro-3-months',
      kind: 'plan',
      planId: 'pro',
      planName: 'Pro (3 Months)',
      usd: 71,
      credits: 1800,
      months: 3,
    });
    expect(resolveProduct('magic-yearly')).toMatchObject({ usd: 713, credits: 48000, months: 12 });
    expect(resolveProduct('ultimate-6-months')).toMatchObject({ usd: 197, planName: 'Ultimate (6 Months)' });
  });

  it('knows the lifetime offers and Human Keys', () => {
    expect(resolveProduct('angel-lifetime')).toMatchObject({
      usd: 899,
      planId: 'angel-lifetime',
      months: null,
    });
    expect(resolveProduct('life-web')).toMatchObject({ usd: 199, planId: 'lifetime', credits: 0 });
    expect(resolveProduct('human-key')).toMatchObject({ usd: 15, kind: 'human-key' });
  });

  it('returns null for anything else, including the free plan', () => {
    for (const id of ['free-1-month', 'pro', 'pro-2-months', 'growing', '', 'pro-3-months ']) {
      expect(resolveProduct(id), id).toBeNull();
    }
  });
});

describe('chargeFor', () => {
  it('charges USD as is and rupees at the given rate, with minor units x100', () => {
    const pro3 = resolveProduct('pro-3-months')!;
    expect(chargeFor(pro3, 'USD', 83.5)).toEqual({ currency: 'USD', major: 71, minor: 7100 });
    expect(chargeFor(pro3, 'INR', 83.5)).toEqual({ currency: 'INR', major: 5929, minor: 592900 });
    expect(chargeFor(resolveProduct('human-key')!, 'INR', 85)).toEqual({
      currency: 'INR',
      major: 1275,
      minor: 127500,
    });
  });
});
