/**
 * The plans and the rules read from a subscription (docs/product-rules.md 1.1, 2.3, 6.3, 9.1): who is
 * free, unlimited, or has Human Keys, and the defaults of an absent subscription. Apart from
 * user.ts's schemas (user.ts re-exports all of it), so the public pages that ask carry no zod.
 */
import type { Subscription } from './user';

export const PLAN_IDS = [
  'free',
  'pro',
  'ultimate',
  'ultimate-monthly',
  'ultimate-yearly',
  'magic',
  'magic-monthly',
  'magic-yearly',
  'basic-monthly',
  'basic-yearly',
  'premium-monthly',
  'premium-yearly',
  'angel-lifetime',
  'lifetime',
  'human-key',
] as const;

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled', 'expired'] as const;
export const PAYMENT_PROVIDERS = ['none', 'paypal', 'razorpay', 'phonepe'] as const;

/** Plans whose holders have unlimited daily generations. */
export const UNLIMITED_PLANS: readonly string[] = [
  'ultimate',
  'ultimate-monthly',
  'ultimate-yearly',
  'magic',
  'magic-monthly',
  'magic-yearly',
];

/** Plans that include Human Keys (docs/product-rules.md 9.1 and its decision in 9.3). */
export const HUMAN_KEYS_PLANS: readonly string[] = [
  ...UNLIMITED_PLANS,
  'angel-lifetime',
  'lifetime',
  'human-key',
];

/** Defaults for absent or incomplete subscription data (docs/product-rules.md 2.3). */
export const DEFAULT_SUBSCRIPTION: Subscription = {
  planId: 'free',
  planName: 'Free',
  status: 'inactive',
  startDate: null,
  expiryDate: null,
  paymentProvider: 'none',
  transactionId: null,
  amount: 0,
  credits: 0,
  addOns: [],
  updatedAt: null,
};

/** Free: no subscription, not active, or the free plan (docs/product-rules.md 1.1). */
export function isFreeUser(sub: Subscription | null | undefined): boolean {
  return !sub || sub.status !== 'active' || sub.planId === 'free';
}

export function isUnlimited(sub: Subscription | null | undefined): boolean {
  return !isFreeUser(sub) && UNLIMITED_PLANS.includes(sub!.planId);
}

export function hasHumanKeysAccess(sub: Subscription | null | undefined, isAdmin: boolean): boolean {
  if (isAdmin) return true;
  if (!sub || sub.status !== 'active') return false;
  return HUMAN_KEYS_PLANS.includes(sub.planId) || sub.addOns.includes('human-key');
}
