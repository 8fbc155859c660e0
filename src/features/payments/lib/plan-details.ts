/**
 * What the browser keeps while it is away at PayPal or PhonePe (docs/product-rules.md 7.5): the plan
 * details in local storage (the provider may bring the buyer back in another tab) and the
 * callback parameters in session storage. /payment-callback reads them and clears them once the
 * payment is verified. The server never trusts them: it prices the order from its own record.
 */
import { z } from 'zod';
import { REDIRECT_KEY } from '@/components/auth/redirect-storage';
import type { Charge, Product } from '@/domain/payments/products';

export const PLAN_DETAILS_KEY = 'currentPlanDetails';
export const CALLBACK_PARAMS_KEY = 'paymentCallbackParams';

export type RedirectProvider = 'PayPal' | 'PhonePe';

export interface PlanDetails {
  /** The product id ('pro-3-months'), as the order's planId. */
  planId: string;
  planName: string;
  /** What is charged, in whole units of the provider's currency. */
  amount: number;
  /** The provider's order id (PayPal) or merchant transaction id (PhonePe). */
  transactionId: string;
  /** The USD price. */
  originalAmount: number;
  paymentProvider: RedirectProvider;
  /** No coupons are offered yet: always ''. */
  couponCode: string;
}

export function planDetailsFor(
  product: Product,
  charge: Charge,
  paymentProvider: RedirectProvider,
  transactionId: string,
): PlanDetails {
  return {
    planId: product.id,
    planName: product.planName,
    amount: charge.major,
    transactionId,
    originalAmount: product.usd,
    paymentProvider,
    couponCode: '',
  };
}

export type StoredPlanDetails =
  { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; details: PlanDetails };

const finite = z.number().finite();

/** What the purchase dialog stored; optional fields read as their defaults. */
const storedPlanDetailsSchema = z.object({
  planId: z.string().min(1),
  planName: z.string(),
  amount: finite,
  transactionId: z.string().nullish(),
  originalAmount: finite.optional().catch(undefined),
  paymentProvider: z.unknown().optional(),
  couponCode: z.string().catch(''),
});

/** Validates the stored text; an empty transactionId is valid here (the URL may carry it). */
export function parsePlanDetails(raw: string | null): StoredPlanDetails {
  if (raw === null || raw === '') return { kind: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: 'invalid' };
  }
  const parsed = storedPlanDetailsSchema.safeParse(json);
  if (!parsed.success) return { kind: 'invalid' };
  const v = parsed.data;
  return {
    kind: 'ok',
    details: {
      planId: v.planId,
      planName: v.planName,
      amount: v.amount,
      transactionId: v.transactionId ?? '',
      originalAmount: v.originalAmount ?? v.amount,
      paymentProvider: v.paymentProvider === 'PayPal' ? 'PayPal' : 'PhonePe',
      couponCode: v.couponCode,
    },
  };
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Storage unavailable (privacy mode): the callback page then reports missing details.
    return fallback;
  }
}

export function savePlanDetails(details: PlanDetails): void {
  attempt(() => window.localStorage.setItem(PLAN_DETAILS_KEY, JSON.stringify(details)), undefined);
}

export function readPlanDetails(): StoredPlanDetails {
  return parsePlanDetails(attempt(() => window.localStorage.getItem(PLAN_DETAILS_KEY), null));
}

/** The query parameters /payment-callback was reached with, kept across a trip to /login. */
export function saveCallbackParams(params: Record<string, string>): void {
  attempt(() => window.sessionStorage.setItem(CALLBACK_PARAMS_KEY, JSON.stringify(params)), undefined);
}

const callbackParamsSchema = z
  .record(z.string(), z.unknown())
  .transform((o) =>
    Object.fromEntries(
      Object.entries(o).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  );

export function readStoredCallbackParams(): Record<string, string> | null {
  const raw = attempt(() => window.sessionStorage.getItem(CALLBACK_PARAMS_KEY), null);
  if (!raw) return null;
  try {
    // Entries that are not text are left out; anything but an object reads as nothing stored.
    const parsed = callbackParamsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** After a verified payment: nothing of it may be replayed by a later visit. */
export function clearPaymentSession(): void {
  attempt(() => {
    window.localStorage.removeItem(PLAN_DETAILS_KEY);
    window.sessionStorage.removeItem(CALLBACK_PARAMS_KEY);
    window.sessionStorage.removeItem(REDIRECT_KEY);
  }, undefined);
}
