/**
 * What a purchase gave, and taking exactly that back (docs/product-rules.md 7.6): pure, so the one
 * activation function records the grant on the order (functions/src/handlers/payments/activate.ts)
 * and the one revocation function undoes it when the order is refunded or disputed
 * (functions/src/handlers/payments/revoke.ts).
 *
 * - The plan: restored to the fields the purchase replaced, but only while the subscription still
 *   carries this order's payment; a later purchase's plan is left alone.
 * - Credits: the change the purchase made is taken back (never below 0).
 * - Add-ons: the Human Keys add-on a purchase sold goes with it wherever it now sits (as the add-on,
 *   or the add-on a later plan turned it into); an add-on a plan purchase carried over from an
 *   earlier Human Keys plan goes only when that plan is restored.
 */
import { z } from 'zod';
import type { Subscription } from '../user';
import type { VerifiedPayment } from './apply-purchase';
import type { Product } from './products';

/** The subscription fields that make up "the plan" (credits and add-ons are counted apart). */
export const PLAN_FIELDS = [
  'planId',
  'planName',
  'status',
  'startDate',
  'expiryDate',
  'paymentProvider',
  'transactionId',
  'amount',
] as const;

export const planFieldsSchema = z.strictObject({
  planId: z.string(),
  planName: z.string(),
  status: z.string(),
  startDate: z.date().nullable(),
  expiryDate: z.date().nullable(),
  paymentProvider: z.string(),
  transactionId: z.string().nullable(),
  amount: z.number(),
});
export type PlanFields = z.infer<typeof planFieldsSchema>;

/** Stored on the order by the activation, in the same transaction as the subscription change. */
export const orderGrantSchema = z.strictObject({
  /** The payment id the purchase wrote on the subscription. */
  transactionId: z.string().min(1),
  /** The plan it replaced; null when it left the plan as it was (Human Keys bought as an add-on). */
  previous: planFieldsSchema.nullable(),
  /** How much it changed the credits (what it added, less a free allowance it replaced). */
  credits: z.number(),
  /** Add-ons it put into `addOns`. */
  addOns: z.array(z.string()),
  /** The add-on product it sold ('human-key'), taken back wherever it now sits; null for others. */
  soldAddOn: z.string().nullable(),
});
export type OrderGrant = z.infer<typeof orderGrantSchema>;

/** The free plan a legacy order is assumed to have replaced (docs/product-rules.md 2.2). */
export const FREE_PLAN: PlanFields = {
  planId: 'free',
  planName: 'Free',
  status: 'active',
  startDate: null,
  expiryDate: null,
  paymentProvider: 'none',
  transactionId: null,
  amount: 0,
};

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

function planOf(sub: Subscription): PlanFields {
  return Object.fromEntries(PLAN_FIELDS.map((k) => [k, sub[k]])) as PlanFields;
}

/** What `applyPurchase` changed between `before` and `after`, to be undone on a refund. */
export function purchaseGrant(
  before: Subscription,
  after: Subscription,
  product: Pick<Product, 'kind' | 'id'>,
  payment: Pick<VerifiedPayment, 'transactionId'>,
): OrderGrant {
  const planChanged = PLAN_FIELDS.some((k) => !sameValue(before[k], after[k]));
  const sells = product.kind === 'human-key' && !before.addOns.includes(product.id);
  return {
    transactionId: payment.transactionId,
    previous: planChanged ? planOf(before) : null,
    credits: after.credits - before.credits,
    addOns: after.addOns.filter((a) => !before.addOns.includes(a)),
    soldAddOn: sells ? product.id : null,
  };
}

/**
 * An order activated before grants were recorded: undone as if it had been bought on the free plan
 * (the plan, when the subscription still carries its payment; the credits a plan adds; Human Keys).
 */
export function legacyGrant(
  product: Pick<Product, 'kind' | 'id' | 'credits'>,
  transactionId: string,
): OrderGrant {
  return {
    transactionId,
    previous: FREE_PLAN,
    credits: product.kind === 'plan' ? product.credits : 0,
    addOns: [],
    soldAddOn: product.kind === 'human-key' ? product.id : null,
  };
}

/** Whether the subscription still holds the plan the grant's purchase activated. */
export function holdsGrantedPlan(sub: Subscription, grant: OrderGrant): boolean {
  return grant.previous !== null && sub.transactionId === grant.transactionId;
}

/** The subscription with exactly what `grant` gave taken back (see the file comment). */
export function revokePurchase(sub: Subscription, grant: OrderGrant): Subscription {
  const restore = holdsGrantedPlan(sub, grant);
  const dropAddOns = grant.previous === null || restore;
  const gone = new Set([...(dropAddOns ? grant.addOns : []), ...(grant.soldAddOn ? [grant.soldAddOn] : [])]);
  return {
    ...sub,
    ...(restore && grant.previous ? grant.previous : {}),
    credits: Math.max(0, sub.credits - grant.credits),
    addOns: sub.addOns.filter((a) => !gone.has(a)),
  };
}
