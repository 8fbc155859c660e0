import { describe, expect, it } from 'vitest';
import { completeSubscription, type Subscription } from '../user';
import { applyPurchase } from './apply-purchase';
import { resolveProduct } from './products';
import { FREE_PLAN, legacyGrant, purchaseGrant, revokePurchase } from './revoke-purchase';

const now = new Date('2025-03-10T12:00:00.000Z');
const free = completeSubscription({ planId: 'free', status: 'active', credits: 15, startDate: new Date(0) });
const pay = (transactionId: string) => ({ provider: 'razorpay', transactionId }) as const;

/** Buys `productId` on `sub`: the new subscription and the grant activation records. */
function buy(sub: Subscription, productId: string, tx: string, at = now) {
  const product = resolveProduct(productId)!;
  const after = applyPurchase(sub, product, pay(tx), at);
  return { after, grant: purchaseGrant(sub, after, product, pay(tx)) };
}

describe('revokePurchase', () => {
  it('a refunded plan bought on the free plan returns the account to it, free credits included', () => {
    const { after, grant } = buy(free, 'pro-3-months', 'pay_A');
    expect(after).toMatchObject({ planId: 'pro', credits: 1800 });
    expect(revokePurchase(after, grant)).toEqual(free);
  });

  it('takes back the credits the order added, never below 0, when some were spent', () => {
    const { after, grant } = buy(free, 'pro-1-month', 'pay_A');
    expect(revokePurchase({ ...after, credits: 100 }, grant)).toMatchObject({ planId: 'free', credits: 0 });
    expect(revokePurchase({ ...after, credits: 700 }, grant).credits).toBe(115);
  });

  it('leaves a newer purchase’s plan alone and takes back only the older order’s credits', () => {
    const first = buy(free, 'pro-1-month', 'pay_A');
    const second = buy(first.after, 'ultimate-1-month', 'pay_B', new Date('2025-03-20T00:00:00Z'));
    const revoked = revokePurchase(second.after, first.grant);
    // 600 + 1500 held; the first order had turned 15 free credits into 600, a change of 585.
    expect(revoked).toMatchObject({ planId: 'ultimate', transactionId: 'pay_B', credits: 1515 });
    expect(revoked.expiryDate).toEqual(second.after.expiryDate);
  });

  it('a renewal refunded alone goes back to the plan and end date it extended', () => {
    const first = buy(free, 'pro-1-month', 'pay_A');
    const renewal = buy(first.after, 'pro-3-months', 'pay_B', new Date('2025-03-20T00:00:00Z'));
    expect(revokePurchase(renewal.after, renewal.grant)).toEqual(first.after);
  });

  it('removes the Human Keys add-on it sold, and only that, over a live plan', () => {
    const pro = buy(free, 'pro-1-month', 'pay_A');
    const keys = buy(pro.after, 'human-key', 'pay_K');
    expect(keys.after.addOns).toEqual(['human-key']);
    expect(keys.grant.previous).toBeNull();
    expect(revokePurchase(keys.after, keys.grant)).toEqual(pro.after);
    // Refunding the plan instead keeps the add-on, which was paid for apart.
    expect(revokePurchase(keys.after, pro.grant)).toMatchObject({ planId: 'free', addOns: ['human-key'] });
  });

  it('Human Keys turned into an add-on by a later plan still goes when its own order is refunded', () => {
    const keys = buy(free, 'human-key', 'pay_K');
    const pro = buy(keys.after, 'pro-1-month', 'pay_P');
    expect(pro.after).toMatchObject({ planId: 'pro', addOns: ['human-key'] });
    expect(revokePurchase(pro.after, keys.grant)).toMatchObject({ planId: 'pro', addOns: [] });
    // The plan's refund gives the Human Keys plan back, as it was.
    expect(revokePurchase(pro.after, pro.grant)).toEqual(keys.after);
  });

  it('a legacy order without a recorded grant is undone as if bought on the free plan', () => {
    const { after } = buy(free, 'pro-1-month', 'pay_A');
    const grant = legacyGrant(resolveProduct('pro-1-month')!, 'pay_A');
    expect(revokePurchase(after, grant)).toMatchObject({ ...FREE_PLAN, credits: 0, addOns: [] });
    const keys = legacyGrant(resolveProduct('human-key')!, 'pay_K');
    expect(revokePurchase({ ...after, addOns: ['human-key'] }, keys)).toMatchObject({
      planId: 'pro',
      addOns: [],
    });
  });
});
