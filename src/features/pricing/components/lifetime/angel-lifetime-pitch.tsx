import { Quote, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatUsd } from '@/domain/pricing/rupees';
import { ANGEL_LIFETIME, TESTIMONIALS } from '../../content/lifetime';
import { FeatureList, Saving } from './lifetime-plan-card';

/** The Angel Lifetime offer: pitch, price, features, testimonials (docs/product-rules.md 6.6). */
export function AngelLifetimePitch({ onBuy }: { onBuy: (productId: string) => void }) {
  return (
    <section
      aria-labelledby="angel-lifetime-title"
      className="rounded-3xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-white p-6 sm:p-10 dark:border-indigo-900 dark:from-indigo-950/60 dark:to-slate-900"
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-indigo-600 dark:text-indigo-300">
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            Lifetime deal
          </p>
          <h2 id="angel-lifetime-title" className="text-3xl font-bold text-slate-900 dark:text-white">
            {ANGEL_LIFETIME.name}
          </h2>
          <p className="text-slate-700 dark:text-slate-200">{ANGEL_LIFETIME.subtitle}</p>
          <p className="flex items-baseline gap-1">
            <span
              data-testid="price-angel-lifetime"
              className="text-5xl font-extrabold text-slate-900 dark:text-white"
            >
              {formatUsd(ANGEL_LIFETIME.usd)}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-400">one-time</span>
          </p>
          <Saving
            usd={ANGEL_LIFETIME.usd}
            originalUsd={ANGEL_LIFETIME.originalUsd}
            label={ANGEL_LIFETIME.discountLabel}
          />
          <Button size="lg" className="w-full sm:w-auto" onClick={() => onBuy(ANGEL_LIFETIME.id)}>
            Buy {ANGEL_LIFETIME.name}
          </Button>
        </div>
        <FeatureList features={ANGEL_LIFETIME.features} className="self-center text-base" />
      </div>
      <ul aria-label="Testimonials" className="mt-10 grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li
            key={t.name}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <figure>
              <Quote aria-hidden="true" className="h-5 w-5 text-indigo-400" />
              <blockquote className="mt-2 text-sm text-slate-700 dark:text-slate-200">{t.quote}</blockquote>
              <figcaption className="mt-3 text-xs text-slate-500 dark:text-slate-400">
                <span className="font-semibold text-slate-700 dark:text-slate-200">{t.name}</span>, {t.role}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
