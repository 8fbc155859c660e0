import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { formatUsd } from '@/domain/pricing/rupees';
import { AngelLifetimePitch } from '../components/lifetime/angel-lifetime-pitch';
import { BusinessSection } from '../components/lifetime/business-section';
import { LifetimePlanCard, Saving } from '../components/lifetime/lifetime-plan-card';
import { ALL_INCLUSIVE, INDIVIDUAL_PLANS, INDIVIDUAL_TOTAL_USD } from '../content/lifetime';
import { usePageMeta } from '@/components/layout/page-meta';

export interface LifetimePlansPageProps {
  /** Renders the purchase dialog for a product id (null = closed); composed in src/app. */
  purchaseDialog?: (productId: string | null, onClose: () => void) => ReactNode;
}

const backLinkClass =
  'inline-flex items-center gap-2 rounded text-sm font-medium text-indigo-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400';

/** The router does not scroll to a #hash on navigation; /angel-lifetime#enterprise must. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}

/** /angel-lifetime: lifetime plans, All-Inclusive, Angel Lifetime, business tiers (docs/product-rules.md 6.6). */
export function LifetimePlansPage({ purchaseDialog }: LifetimePlansPageProps = {}) {
  usePageMeta(
    'Lifetime Plans',
    'Pay once for lifetime access to JobKit and Angel AI, or choose a business plan.',
  );
  const [buying, setBuying] = useState<string | null>(null);
  useScrollToHash();

  return (
    <PageShell title="Lifetime & Enterprise Plans" intro="Pay once and keep access for life.">
      <div className="space-y-14">
        <Link to={paths.pricing} className={backLinkClass}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Pricing
        </Link>
        <section aria-labelledby="lifetime-individual" className="space-y-6">
          <h2 id="lifetime-individual" className="text-2xl font-bold text-slate-900 dark:text-white">
            Individual lifetime plans
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {INDIVIDUAL_PLANS.map((plan) => (
              <LifetimePlanCard key={plan.id} plan={plan} onBuy={setBuying} />
            ))}
          </div>
          <LifetimePlanCard
            plan={ALL_INCLUSIVE}
            onBuy={setBuying}
            highlight
            badge="Best Value"
            priceExtra={
              <>
                <Saving
                  usd={ALL_INCLUSIVE.usd}
                  originalUsd={ALL_INCLUSIVE.originalUsd}
                  label={ALL_INCLUSIVE.discountLabel}
                />
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  Total value {formatUsd(INDIVIDUAL_TOTAL_USD)}
                </p>
              </>
            }
          />
        </section>
        <AngelLifetimePitch onBuy={setBuying} />
        <BusinessSection />
      </div>
      {purchaseDialog?.(buying, () => setBuying(null))}
    </PageShell>
  );
}
