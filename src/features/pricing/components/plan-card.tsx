import { useId, type ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import {
  getBillingPeriod,
  periodCredits,
  periodPriceUsd,
  type BillingPeriodId,
} from '@/domain/pricing/periods';
import type { PlanFeature, PricingPlan } from '@/domain/pricing/plans';
import { displayInr, formatUsd } from '@/domain/pricing/rupees';
import { INFO_TOPICS, type InfoTopicId } from '@/domain/pricing/topics';

const number = new Intl.NumberFormat('en-US');

/** The credits row reads the period's total, with the per-month value on multi-month periods. */
function featureLabel(feature: PlanFeature, plan: PricingPlan, period: BillingPeriodId): string {
  if (feature.info !== 'credits' || plan.isFree) return feature.name;
  const months = getBillingPeriod(period).months;
  const total = `${number.format(periodCredits(plan.credits, period))} Credits`;
  return months > 1 ? `${total} (${number.format(plan.credits)}/month)` : total;
}

export function PlanCard({
  plan,
  period,
  inrPerUsd,
  badge,
  action,
  onLearnMore,
}: {
  plan: PricingPlan;
  period: BillingPeriodId;
  inrPerUsd: number;
  /** Overrides the plan's own badge (the Free card's "You're Here"). */
  badge?: string | null;
  /** The card's bottom: Continue button or the Free status box. */
  action: ReactNode;
  onLearnMore: (topic: InfoTopicId) => void;
}) {
  const titleId = useId();
  const usd = periodPriceUsd(plan.monthlyUsd, period);
  const shownBadge = badge ?? plan.badge;
  const popular = plan.badge === 'Most Popular';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900',
        popular ? 'border-indigo-500 ring-2 ring-indigo-500/40' : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <div className="flex min-h-6 items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
          {plan.name}
        </h2>
        {shownBadge && <Badge tone={popular ? 'hot' : 'success'}>{shownBadge}</Badge>}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span
          data-testid={`price-${plan.id}`}
          className="text-4xl font-extrabold text-slate-900 dark:text-white"
        >
          {formatUsd(usd)}
        </span>
        <span className="text-sm text-slate-500 dark:text-slate-400">
          {getBillingPeriod(period).priceSuffix}
        </span>
      </p>
      {!plan.isFree && (
        <p data-testid={`inr-${plan.id}`} className="text-sm text-slate-500 dark:text-slate-400">
          {`≈ ${displayInr(usd, inrPerUsd)}`}
        </p>
      )}
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature.name} className="flex items-start gap-2">
            {feature.included ? (
              <Check aria-label="Included" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" />
            ) : (
              <X aria-label="Not included" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
            )}
            <span
              className={cn(
                'flex-1',
                feature.included
                  ? 'text-slate-800 dark:text-slate-200'
                  : 'text-slate-500 line-through dark:text-slate-400',
              )}
            >
              {featureLabel(feature, plan, period)}
            </span>
            {feature.info && (
              <button
                type="button"
                onClick={() => onLearnMore(feature.info!)}
                aria-label={`Learn more: ${INFO_TOPICS[feature.info].title}`}
                className="shrink-0 rounded text-xs font-medium text-indigo-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
              >
                Learn more
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}

export function ContinueButton({ planName, onClick }: { planName: string; onClick: () => void }) {
  return (
    <Button className="w-full" size="lg" onClick={onClick} aria-label={`Continue with ${planName}`}>
      Continue
    </Button>
  );
}
