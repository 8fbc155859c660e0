/**
 * The subscription after a verified purchase: pure, so the one activation function on the
 * server (functions/src/payments/activate.ts) and the tests share it.
 *
 * - A plan (Pro, Ultimate, Magic for 1 to 12 months) replaces the plan, starts now and ends
 *   after its months. Renewing the same plan before its end extends it from its end date, not
 *   from today (docs/product-rules.md 7.6); the credits bought are added to what an unexpired paid plan still holds
 *   (credits do not expire during the plan period: docs/product-rules.md 6.7), otherwise they replace
 *   the free allowance.
 * - A lifetime offer becomes the plan with no end date and keeps the credits held.
 * - Human Keys on top of an active paid plan is recorded as an add-on, so buying it never
 *   replaces that plan; without one it becomes the plan (plan id 'human-key').
 */
import { isPlanLive, type Subscription } from '../user';
import type { Product } from './products';

export interface VerifiedPayment {
  provider: 'paypal' | 'razorpay' | 'phonepe';
  /** The provider's payment id (PayPal capture id, Razorpay payment id, PhonePe transaction id). */
  transactionId: string;
}

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export function applyPurchase(
  current: Subscription,
  product: Product,
  payment: VerifiedPayment,
  now: Date,
): Subscription {
  const live = isPlanLive(current, now);
  const paid = {
    status: 'active',
    paymentProvider: payment.provider,
    transactionId: payment.transactionId,
    amount: product.usd,
  };
  if (product.kind === 'human-key' && live) {
    const addOns = current.addOns.includes(product.id) ? current.addOns : [...current.addOns, product.id];
    return { ...current, addOns };
  }
  // A live Human Keys purchase outlives a plan bought after it, as the add-on it would have been.
  const keepsKeys = live && current.planId === 'human-key' && !current.addOns.includes('human-key');
  const base = {
    ...current,
    addOns: keepsKeys ? [...current.addOns, 'human-key'] : current.addOns,
    ...paid,
    planId: product.planId,
    planName: product.planName,
    startDate: now,
  };
  if (product.kind === 'plan') {
    const renewal = live && current.planId === product.planId && current.expiryDate !== null;
    return {
      ...base,
      startDate: renewal ? (current.startDate ?? now) : now,
      expiryDate: addMonths(renewal ? current.expiryDate! : now, product.months ?? 1),
      credits: product.credits + (live ? current.credits : 0),
    };
  }
  return { ...base, expiryDate: null, credits: current.credits };
}
