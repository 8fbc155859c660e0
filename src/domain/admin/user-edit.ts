/**
 * The admin's edit of a user document (docs/product-rules.md 15.3): what the form may change, how
 * its text inputs are parsed, and the input of the adminUpdateUser / adminDeleteUser callables.
 * One schema serves the form (what it sends) and the handler (what it accepts).
 */
import { z } from 'zod';
import { PAYMENT_PROVIDERS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../user';

/** Shown but never written by the admin: identity, history, and what the server derives. */
export const READ_ONLY_USER_FIELDS = [
  'id',
  'uid',
  'email',
  'createdAt',
  'lastLogin',
  'updatedAt',
  'nameLower',
  'emailLower',
] as const;
/** The plan period is the payments' record of what was bought. */
export const READ_ONLY_SUBSCRIPTION_FIELDS = ['startDate', 'expiryDate'] as const;

/** Top-level fields the form knows; every other top-level field is an "extra" edited as text. */
export const KNOWN_USER_FIELDS: readonly string[] = [
  ...READ_ONLY_USER_FIELDS,
  'name',
  'photoURL',
  'emailVerified',
  'disabled',
  'subscription',
];

/** Amount is a decimal; anything that is not one becomes 0 (docs/product-rules.md 15.3). */
export function parseAmount(text: string): number {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : 0;
}

/** Credits are an integer; anything that is not one becomes 0 (docs/product-rules.md 15.3). */
export function parseCredits(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
}

/**
 * An extra field's text: JSON when it starts with { or [ (docs/product-rules.md 15.3), otherwise the text
 * itself. Text that starts like JSON but does not parse is kept as text rather than lost.
 */
export function parseExtraField(text: string): unknown {
  const t = text.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return text;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return text;
  }
}

/** How an extra field's stored value is shown in its text box. */
export function extraFieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}

const readOnly = (keys: readonly string[]) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const key of keys) {
    if (key in value) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is read-only.` });
  }
};

// A dot would make the handler's update address a nested path instead of the field itself.
const EXTRA_KEY = /^[A-Za-z_$][\w$-]{0,99}$/;

const subscriptionShape = {
  planId: z.enum(PLAN_IDS).optional(),
  planName: z.string().trim().max(100).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS).optional(),
  transactionId: z.string().trim().max(200).nullable().optional(),
  amount: z.number().optional(),
  credits: z.number().int().optional(),
};

export const subscriptionChangesSchema = z
  .object(subscriptionShape)
  .catchall(z.unknown())
  .superRefine(readOnly(READ_ONLY_SUBSCRIPTION_FIELDS))
  .superRefine((v, ctx) => {
    const allowed: readonly string[] = [...Object.keys(subscriptionShape), ...READ_ONLY_SUBSCRIPTION_FIELDS];
    for (const key of Object.keys(v)) {
      if (!allowed.includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `Unknown subscription field ${key}.` });
      }
    }
  });

export const userChangesSchema = z
  .object({
    name: z.string().trim().max(200).optional(),
    photoURL: z.union([z.url().max(2048), z.null()]).optional(),
    emailVerified: z.boolean().optional(),
    disabled: z.boolean().optional(),
    subscription: subscriptionChangesSchema.optional(),
  })
  .catchall(z.json())
  .superRefine(readOnly(READ_ONLY_USER_FIELDS))
  .superRefine((v, ctx) => {
    for (const key of Object.keys(v)) {
      if (!KNOWN_USER_FIELDS.includes(key) && !EXTRA_KEY.test(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `Field name ${key} is not allowed.` });
      }
    }
  });
export type UserChanges = z.infer<typeof userChangesSchema>;

export const adminUpdateUserInput = z
  .object({ uid: z.string().min(1).max(128), changes: userChangesSchema })
  .strict();
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserInput>;
export interface AdminUpdateUserResult {
  uid: string;
}

export const adminDeleteUserInput = z.object({ uid: z.string().min(1).max(128) }).strict();
export type AdminDeleteUserInput = z.infer<typeof adminDeleteUserInput>;
export interface AdminDeleteUserResult {
  /** False when the document was already gone (deleting twice is not an error). */
  deleted: boolean;
  /** Whether a sign-in account was found and deleted as well. */
  authDeleted: boolean;
}
