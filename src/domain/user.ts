/**
 * The user document (users/{uid}) and its subscription: the one source of truth for shapes and
 * defaults, used by the account page, the sign-in handler and the access policies.
 */
import { z } from 'zod';
import { DEFAULT_SUBSCRIPTION } from './subscription';

// The plan lists and rules read on the public pages live in subscription.ts (no zod there).
export {
  DEFAULT_SUBSCRIPTION,
  endedPlan,
  hasHumanKeysAccess,
  HUMAN_KEYS_PLANS,
  isFreeUser,
  isPlanLive,
  isUnlimited,
  NEVER_ENDING_PLANS,
  PAYMENT_PROVIDERS,
  planEndsAt,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
  UNLIMITED_PLANS,
} from './subscription';

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

/**
 * users/{uid} as the handlers write it (syncUser, adminUpdateUser, activateOrder, the daily
 * limits' time zone, the demo seed): a new document is parsed whole, a patch through
 * {@link userPatch}. Readers use storedUserSchema (stored-user.ts), which also reads documents
 * written before this schema.
 */
export const userDocSchema = z.strictObject({
  uid: z.string().min(1),
  name: z.string(),
  email: z.string(),
  /** The admin's user search queries these lower-cased copies (domain/admin/user-search.ts). */
  nameLower: z.string(),
  emailLower: z.string(),
  photoURL: z.string().nullable(),
  createdAt: dateLike,
  lastLogin: dateLike,
  /** Sign-in writes the plan fields only; payments add `addOns` and `updatedAt` when they mean something. */
  subscription: subscriptionSchema.partial({ addOns: true, updatedAt: true }).strict(),
  /** The IANA zone the user's daily limits count days in; stored once by the server (daily-usage.ts). */
  timeZone: z.string().optional(),
  /** Set by the admin's edit form. */
  emailVerified: z.boolean().optional(),
  disabled: z.boolean().optional(),
  /** When the admin last edited the document. */
  updatedAt: z.date().optional(),
});
export type UserDoc = z.infer<typeof userDocSchema>;

const userPatchSchema = userDocSchema.partial();
const subscriptionPatchSchema = subscriptionSchema.partial().strict();

/**
 * A checked patch of users/{uid}: top-level fields, and subscription fields addressed one by one
 * (`subscription.planId`) so the fields a patch does not name survive. An `undefined` value is
 * left out (the stores refuse it); a field of the wrong type or name throws.
 */
export function userPatch(
  fields: Partial<UserDoc>,
  subscription: Partial<Subscription> = {},
): Record<string, unknown> {
  const top = Object.entries(userPatchSchema.parse(fields));
  const sub = Object.entries(subscriptionPatchSchema.parse(subscription)).map(
    ([key, value]) => [`subscription.${key}`, value] as const,
  );
  return Object.fromEntries([...top, ...sub].filter(([, value]) => value !== undefined));
}

/** userPatch for input a person typed: the first problem as a message instead of a throw. */
export function safeUserPatch(
  fields: Partial<UserDoc>,
  subscription: Partial<Subscription> = {},
): { success: true; patch: Record<string, unknown> } | { success: false; message: string } {
  try {
    return { success: true, patch: userPatch(fields, subscription) };
  } catch (e) {
    if (!(e instanceof z.ZodError)) throw e;
    const issue = e.issues[0];
    const field = issue?.path.join('.') || 'a field';
    return { success: false, message: `Invalid value for ${field}: ${issue?.message ?? 'not allowed'}.` };
  }
}

/** Fields a user may change on their own document (firestore.rules); everything else, the name included, is the server's. */
export const USER_EDITABLE_FIELDS = ['photoURL'] as const;

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
