/**
 * The user document (users/{uid}) and its subscription: the one source of truth for shapes and
 * defaults, used by the account page, the sign-in handler and the access policies.
 */
import { z } from 'zod';

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

/** Plans that include Human Keys (the longer list of spec 1, DESIGN section 7). */
export const HUMAN_KEYS_PLANS: readonly string[] = [
  ...UNLIMITED_PLANS,
  'angel-lifetime',
  'lifetime',
  'human-key',
];

const dateLike = z.union([z.date(), z.null()]);

export const subscriptionSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  status: z.string(),
  startDate: dateLike,
  expiryDate: dateLike,
  paymentProvider: z.string(),
  transactionId: z.string().nullable(),
  amount: z.number(),
  credits: z.number(),
  /** One-time extras bought on top of the plan (e.g. 'human-key'); written by the server only. */
  addOns: z.array(z.string()),
  /** When the server last changed the plan (payment return page: "recent" is under 10 minutes). */
  updatedAt: dateLike,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const userDocSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  createdAt: dateLike,
  lastLogin: dateLike,
  subscription: subscriptionSchema,
  /** The IANA zone the user's daily limits count days in; stored once by the server (daily-usage.ts). */
  timeZone: z.string().optional(),
});
export type UserDoc = z.infer<typeof userDocSchema>;

/** Fields a user may change on their own document; everything else is the server's. */
export const USER_EDITABLE_FIELDS = ['name', 'photoURL'] as const;

/** Defaults for absent or incomplete subscription data (spec 1 section 3). */
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

const d = DEFAULT_SUBSCRIPTION;
const text = z.string().min(1);

/** The stored subscription as read: each missing or malformed field is its default. */
const storedSubscriptionSchema = z.object({
  planId: text.catch(d.planId),
  planName: text.catch(d.planName),
  status: text.catch(d.status),
  startDate: dateLike.catch(d.startDate),
  expiryDate: dateLike.catch(d.expiryDate),
  paymentProvider: text.catch(d.paymentProvider),
  transactionId: text.nullable().catch(d.transactionId),
  amount: z.number().catch(d.amount),
  credits: z.number().catch(d.credits),
  updatedAt: dateLike.catch(d.updatedAt),
  addOns: z
    .array(z.unknown())
    .transform((list) => list.filter((a): a is string => typeof a === 'string'))
    .catch(() => []),
});

/** Fills every missing or malformed subscription field with its default. */
export function completeSubscription(raw: unknown): Subscription {
  return storedSubscriptionSchema.parse(raw && typeof raw === 'object' ? raw : {});
}

/** Free: no subscription, not active, or the free plan (spec 1 section 4). */
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
