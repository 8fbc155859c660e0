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

/**
 * Plans that never end (docs/product-rules.md 7.6): the lifetime offers and the one-time Human Keys
 * purchase. The free plan has no end either, having nothing to end.
 */
export const NEVER_ENDING_PLANS: readonly string[] = ['angel-lifetime', 'lifetime', 'human-key'];

/**
 * When a paid plan ends, or null when it never does: a lifetime plan or one-time purchase, or a plan
 * granted without an end date (the admin's edit form may leave it empty).
 */
export function planEndsAt(sub: Subscription): Date | null {
  if (NEVER_ENDING_PLANS.includes(sub.planId)) return null;
  return sub.expiryDate;
}

/**
 * The one test of whether a subscription still gives its plan (docs/product-rules.md 7.6): active, not
 * the free plan, and not past its end at `now`. Every access decision (daily limits, gates, Human
 * Keys, the tier, the notification audience, what the UI shows) goes through it, so access never
 * waits for the scheduled job that marks ended plans `expired`.
 */
export function isPlanLive(sub: Subscription | null | undefined, now: Date): boolean {
  if (!sub || sub.status !== 'active' || sub.planId === 'free') return false;
  const end = planEndsAt(sub);
  return end === null || end.getTime() > now.getTime();
}

/**
 * A paid plan that has ended (its end date passed, whether or not the scheduled job has marked it
 * `expired` yet): what the profile and a refused paid feature tell the person. Null for a live plan,
 * the free plan, or one cancelled or refunded (those did not "end").
 */
export function endedPlan(
  sub: Subscription | null | undefined,
  now: Date,
): { planName: string; endedOn: Date } | null {
  if (!sub || sub.planId === 'free' || (sub.status !== 'active' && sub.status !== 'expired')) return null;
  const end = planEndsAt(sub);
  if (end === null || end.getTime() > now.getTime()) return null;
  return { planName: sub.planName, endedOn: end };
}

/** Free: no subscription, or no live plan at `now` (docs/product-rules.md 1.1, 7.6). */
export function isFreeUser(sub: Subscription | null | undefined, now: Date): boolean {
  return !isPlanLive(sub, now);
}

export function isUnlimited(sub: Subscription | null | undefined, now: Date): boolean {
  return isPlanLive(sub, now) && UNLIMITED_PLANS.includes(sub!.planId);
}

/**
 * Human Keys: the admin, a live plan that includes it, or the one-time add-on, which never ends
 * (it outlives the plan it was bought on) but goes with a refund, which removes it.
 */
export function hasHumanKeysAccess(
  sub: Subscription | null | undefined,
  isAdmin: boolean,
  now: Date,
): boolean {
  if (isAdmin) return true;
  if (!sub) return false;
  if (isPlanLive(sub, now) && HUMAN_KEYS_PLANS.includes(sub.planId)) return true;
  return sub.addOns.includes('human-key') && (sub.status === 'active' || sub.status === 'expired');
}
