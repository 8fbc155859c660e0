/**
 * What the browser keeps while it is away at PayPal or PhonePe (docs/product-rules.md 7.5): the plan
 * details in local storage (the provider may bring the buyer back in another tab) and the
 * callback parameters in session storage. /payment-callback reads them and clears them once the
 * payment is verified. The server never trusts them: it prices the order from its own record.
 */
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

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** Validates the stored text; an empty transactionId is valid here (the URL may carry it). */
export function parsePlanDetails(raw: string | null): StoredPlanDetails {
  if (raw === null || raw === '') return { kind: 'missing' };
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return { kind: 'invalid' };
  }
  if (!value || typeof value !== 'object') return { kind: 'invalid' };
  const { planId, planName, amount, transactionId, originalAmount, paymentProvider, couponCode } = value;
  if (!isString(planId) || !planId || !isString(planName) || !isNumber(amount)) return { kind: 'invalid' };
  if (transactionId != null && !isString(transactionId)) return { kind: 'invalid' };
  return {
    kind: 'ok',
    details: {
      planId,
      planName,
      amount,
      transactionId: transactionId ?? '',
      originalAmount: isNumber(originalAmount) ? originalAmount : amount,
      paymentProvider: paymentProvider === 'PayPal' ? 'PayPal' : 'PhonePe',
      couponCode: isString(couponCode) ? couponCode : '',
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

export function readStoredCallbackParams(): Record<string, string> | null {
  const raw = attempt(() => window.sessionStorage.getItem(CALLBACK_PARAMS_KEY), null);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object') return null;
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => isString(entry[1])),
    );
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
