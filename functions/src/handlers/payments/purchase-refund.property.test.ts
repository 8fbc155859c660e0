/**
 * Property tests of src/domain/payments/revoke-purchase.ts (fast-check stays out of src/domain,
 * whose files import only zod, papaparse and, in tests, vitest: docs/architecture.md 1): for any
 * subscription and product, a refund takes back exactly what the purchase gave.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPurchase } from '@/domain/payments/apply-purchase';
import { resolveProduct } from '@/domain/payments/products';
import { purchaseGrant, revokePurchase } from '@/domain/payments/revoke-purchase';
import type { Subscription } from '@/domain/user';

const now = new Date('2025-03-10T12:00:00.000Z');
const PRODUCT_IDS = [
  'pro-1-month',
  'pro-3-months',
  'ultimate-6-months',
  'magic-yearly',
  'angel-lifetime',
  'life-web',
  'human-key',
] as const;

function buy(sub: Subscription, productId: string, transactionId: string, at = now) {
  const product = resolveProduct(productId)!;
  const payment = { provider: 'razorpay', transactionId } as const;
  const after = applyPurchase(sub, product, payment, at);
  return { after, grant: purchaseGrant(sub, after, product, payment) };
}

const dateArb = fc.option(
  fc.date({ min: new Date('2024-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
  {
    nil: null,
  },
);
const subscriptionArb: fc.Arbitrary<Subscription> = fc.record({
  planId: fc.constantFrom('free', 'pro', 'ultimate', 'magic', 'angel-lifetime', 'human-key'),
  planName: fc.string({ maxLength: 12 }),
  status: fc.constantFrom('active', 'inactive', 'cancelled', 'expired'),
  startDate: dateArb,
  expiryDate: dateArb,
  paymentProvider: fc.constantFrom('none', 'paypal', 'razorpay', 'phonepe'),
  transactionId: fc.option(fc.constantFrom('pay_old', 'cap_old'), { nil: null }),
  amount: fc.nat(900),
  credits: fc.nat(20_000),
  addOns: fc.uniqueArray(fc.constantFrom('human-key', 'other-extra'), { maxLength: 2 }),
  updatedAt: fc.constant(null),
});

describe('revokePurchase, for any subscription and product', () => {
  it('purchase then refund returns the subscription to what it was', () => {
    fc.assert(
      fc.property(subscriptionArb, fc.constantFrom(...PRODUCT_IDS), dateArb, (before, id, at) => {
        const { after, grant } = buy(before, id, 'pay_NEW', at ?? now);
        expect(revokePurchase(after, grant)).toEqual(before);
      }),
      { numRuns: 500 },
    );
  });

  it('refunding an older order never touches the plan a newer purchase put in its place', () => {
    fc.assert(
      fc.property(
        subscriptionArb,
        fc.constantFrom(...PRODUCT_IDS),
        fc.constantFrom(...PRODUCT_IDS),
        (start, firstId, secondId) => {
          const first = buy(start, firstId, 'pay_1');
          const second = buy(first.after, secondId, 'pay_2');
          fc.pre(second.grant.previous !== null);
          const revoked = revokePurchase(second.after, first.grant);
          for (const k of [
            'planId',
            'planName',
            'status',
            'startDate',
            'expiryDate',
            'transactionId',
          ] as const) {
            expect(revoked[k]).toEqual(second.after[k]);
          }
          expect(revoked.credits).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
