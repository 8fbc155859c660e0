/**
 * The four plans of the pricing page (docs/product-rules.md 6.1). Plans are one-time payments;
 * usage is measured in credits.
 */
import type { InfoTopicId } from './topics';

export const PRICING_PLAN_IDS = ['free', 'pro', 'ultimate', 'magic'] as const;
export type PricingPlanId = (typeof PRICING_PLAN_IDS)[number];
export type PaidPlanId = Exclude<PricingPlanId, 'free'>;

export interface PlanFeature {
  name: string;
  included: boolean;
  /** The feature row's 'Learn more' topic; null when it has none. */
  info: InfoTopicId | null;
}

export interface PricingPlan {
  id: PricingPlanId;
  name: string;
  description: string;
  /** Credits per month. */
  credits: number;
  monthlyUsd: number;
  isFree: boolean;
  /** Card badge, e.g. 'Most Popular'. */
  badge: string | null;
  features: readonly PlanFeature[];
}

function features(credits: number, privacy: boolean, humanKeys: boolean): PlanFeature[] {
  return [
    { name: `${credits} Credits`, included: true, info: 'credits' },
    { name: 'Desktop, Browser & Mobile Versions', included: true, info: 'versions' },
    { name: 'Unlimited Profiles', included: true, info: 'profiles' },
    { name: 'No Time Limit', included: true, info: 'time-limit' },
    { name: 'Privacy & Speed', included: privacy, info: 'privacy' },
    { name: 'Human-keys access', included: humanKeys, info: 'human-keys' },
  ];
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try every tool at no cost.',
    credits: 15,
    monthlyUsd: 0,
    isFree: true,
    badge: null,
    features: features(15, false, false),
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For a focused job search.',
    credits: 600,
    monthlyUsd: 28,
    isFree: false,
    badge: null,
    features: features(600, true, false),
  },
  {
    id: 'ultimate',
    name: 'Ultimate',
    description: 'For many interviews, with Human Keys included.',
    credits: 1500,
    monthlyUsd: 47,
    isFree: false,
    badge: 'Most Popular',
    features: features(1500, true, true),
  },
  {
    id: 'magic',
    name: 'Magic',
    description: 'The most credits for heavy users.',
    credits: 4000,
    monthlyUsd: 99,
    isFree: false,
    badge: null,
    features: features(4000, true, true),
  },
];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return value === 'pro' || value === 'ultimate' || value === 'magic';
}

export function getPricingPlan(id: PricingPlanId): PricingPlan {
  return PRICING_PLANS.find((p) => p.id === id)!;
}
