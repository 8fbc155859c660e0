import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatUsd } from '@/domain/pricing/rupees';
import type { LifetimePlan } from '../../content/lifetime';

export function FeatureList({ features, className }: { features: string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-slate-700 dark:text-slate-200">
          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

/** A struck-through original price and the saving, next to the charged price. */
export function Saving({ usd, originalUsd, label }: { usd: number; originalUsd: number; label: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600 line-through dark:text-slate-400">
        <span className="sr-only">Originally </span>
        {formatUsd(originalUsd)}
      </span>
      <span className="font-semibold text-emerald-700 dark:text-emerald-300">
        Save {formatUsd(originalUsd - usd)}
      </span>
      <Badge tone="hot">{label}</Badge>
    </p>
  );
}

/** One purchasable lifetime plan; `onBuy` opens the purchase dialog for `plan.id`. */
export function LifetimePlanCard({
  plan,
  onBuy,
  highlight = false,
  badge,
  priceExtra,
}: {
  plan: LifetimePlan;
  onBuy: (productId: string) => void;
  highlight?: boolean;
  badge?: string;
  /** Under the price: the saving and the total value on the All-Inclusive card. */
  priceExtra?: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900',
        highlight ? 'border-indigo-500 ring-2 ring-indigo-500/40' : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
          {plan.name}
        </h3>
        {badge && <Badge tone="pro">{badge}</Badge>}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.subtitle}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span
          data-testid={`price-${plan.id}`}
          className="text-4xl font-extrabold text-slate-900 dark:text-white"
        >
          {formatUsd(plan.usd)}
        </span>
        <span className="text-sm text-slate-500 dark:text-slate-400">one-time</span>
      </p>
      {priceExtra && <div className="mt-2 space-y-1">{priceExtra}</div>}
      <FeatureList features={plan.features} className="mt-5 flex-1" />
      <Button className="mt-6 w-full" size="lg" onClick={() => onBuy(plan.id)}>
        Buy {plan.name}
      </Button>
    </article>
  );
}
