/**
 * What can be bought, and for how much (docs/product-rules.md 6.1, 6.2, 6.6). The server prices every order
 * from a product id with these functions; an amount sent by the browser is never trusted.
 *
 * Product ids: `{plan}-{period}` for the pricing page plans (docs/product-rules.md 6.2), and one id per lifetime offer and for Human Keys.
 */
import {
  BILLING_PERIOD_IDS,
  getBillingPeriod,
  periodCredits,
  periodPriceUsd,
  type BillingPeriodId,
} from '../pricing/periods';
import { getPricingPlan, isPaidPlanId, type PaidPlanId } from '../pricing/plans';
import { usdToInr } from '../pricing/rupees';

export type ProductKind = 'plan' | 'lifetime' | 'human-key';

export interface Product {
  /** 'pro-3-months', 'angel-lifetime', 'human-key', ... (the order's planId). */
  id: string;
  kind: ProductKind;
  /** The subscription planId the purchase activates (users/{uid}.subscription.planId). */
  planId: string;
  /** 'Pro (3 Months)', 'Angel Lifetime', ... */
  planName: string;
  /** Whole USD charged (PayPal) and the base of the rupee amount (Razorpay, PhonePe). */
  usd: number;
  /** Credits the purchase adds; lifetime offers and Human Keys add none. */
  credits: number;
  /** Plan length; null for lifetime purchases. */
  months: number | null;
}

/** One-time lifetime offers that can be paid online (USD, docs/product-rules.md 6.6). */
export const LIFETIME_OFFERS = [
  { id: 'life-web', name: 'Life Web', usd: 199, planId: 'lifetime' },
  { id: 'life-transparent', name: 'Life Transparent', usd: 399, planId: 'lifetime' },
  { id: 'life-angel', name: 'Life Angel', usd: 699, planId: 'lifetime' },
  { id: 'all-inclusive', name: 'All-Inclusive', usd: 899, planId: 'angel-lifetime' },
  { id: 'angel-lifetime', name: 'Angel Lifetime', usd: 899, planId: 'angel-lifetime' },
] as const;
export type LifetimeOfferId = (typeof LIFETIME_OFFERS)[number]['id'];

export const HUMAN_KEY_PRODUCT: Product = {
  id: 'human-key',
  kind: 'human-key',
  planId: 'human-key',
  planName: 'Human Key',
  usd: 15,
  credits: 0,
  months: null,
};

export function planProductId(planId: PaidPlanId, period: BillingPeriodId): string {
  return `${planId}-${period}`;
}

function planProduct(planId: PaidPlanId, period: BillingPeriodId): Product {
  const plan = getPricingPlan(planId);
  const p = getBillingPeriod(period);
  return {
    id: planProductId(planId, period),
    kind: 'plan',
    planId,
    planName: `${plan.name} (${p.label})`,
    usd: periodPriceUsd(plan.monthlyUsd, period),
    credits: periodCredits(plan.credits, period),
    months: p.months,
  };
}

/** The product for an id, or null for anything unknown (the handler's input check). */
export function resolveProduct(id: string): Product | null {
  if (id === HUMAN_KEY_PRODUCT.id) return HUMAN_KEY_PRODUCT;
  const offer = LIFETIME_OFFERS.find((o) => o.id === id);
  if (offer) {
    return {
      id: offer.id,
      kind: 'lifetime',
      planId: offer.planId,
      planName: offer.name,
      usd: offer.usd,
      credits: 0,
      months: null,
    };
  }
  for (const period of BILLING_PERIOD_IDS) {
    const suffix = `-${period}`;
    if (!id.endsWith(suffix)) continue;
    const plan = id.slice(0, -suffix.length);
    if (isPaidPlanId(plan)) return planProduct(plan, period);
  }
  return null;
}

export type PaymentCurrency = 'USD' | 'INR';

export interface Charge {
  currency: PaymentCurrency;
  /** Whole units shown to the buyer: dollars or rupees. */
  major: number;
  /** What the provider API takes: cents or paise (major x 100). */
  minor: number;
}

/** PayPal charges USD; Razorpay and PhonePe charge rupees at the one configured rate. */
export function chargeFor(product: Product, currency: PaymentCurrency, inrPerUsd: number): Charge {
  const major = currency === 'USD' ? product.usd : usdToInr(product.usd, inrPerUsd);
  return { currency, major, minor: major * 100 };
}
