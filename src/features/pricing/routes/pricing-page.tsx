import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BrandLogo } from '@/components/layout/brand-logo';
import { useAuth } from '@/components/providers/auth-context';
import { paths } from '@/config/paths';
import { pricingConfig } from '@/config/pricing';
import { site } from '@/config/site';
import { planProductId } from '@/domain/payments/products';
import { DEFAULT_BILLING_PERIOD, type BillingPeriodId } from '@/domain/pricing/periods';
import { PRICING_PLANS, type PaidPlanId } from '@/domain/pricing/plans';
import { INFO_TOPICS, type InfoTopicId } from '@/domain/pricing/topics';
import { BillingToggle } from '../components/billing-toggle';
import { FreePlanStatus, type FreePlanState } from '../components/free-plan-status';
import { InfoDialog } from '../components/info-dialog';
import { ContinueButton, PlanCard } from '../components/plan-card';
import { PricingFooter } from '../components/pricing-footer';
import { useLivePlanId } from '../hooks/use-live-plan-id';
import { useLogPricingVisit } from '../hooks/use-log-pricing-visit';
import { clearPendingPurchase, readPendingPurchase, savePendingPurchase } from '../lib/pending-purchase';
import { usePageMeta } from '@/components/layout/page-meta';
import { useJsonLd } from '@/components/layout/json-ld';
import { pricingJsonLd } from '@/domain/site/structured-data';

const PRICING_LD = pricingJsonLd(PRICING_PLANS);

interface PurchaseSelection {
  planId: PaidPlanId;
  period: BillingPeriodId;
}

/**
 * `purchaseDialog` renders the 'Complete Your Purchase' modal for a product id (null: closed).
 * It is a slot because the modal belongs to the payments feature (composed in src/app).
 */
export function PricingPage({
  inrPerUsd = pricingConfig.inrPerUsd,
  purchaseDialog,
}: {
  inrPerUsd?: number;
  purchaseDialog?: (productId: string | null, onClose: () => void) => ReactNode;
}) {
  usePageMeta('Pricing', 'Compare JobKit plans: Free, Pro, Ultimate and Magic, billed monthly or yearly.');
  useJsonLd(PRICING_LD);
  useLogPricingVisit();
  const { status, user } = useAuth();
  const planId = useLivePlanId(user?.uid);
  const navigate = useNavigate();
  // A choice saved before /login (docs/product-rules.md 6.5): once signed in, its plan and period are
  // restored and the purchase dialog reopens; the entry is removed so it reopens only once.
  const [pending] = useState(readPendingPurchase);
  const [pendingUsed, setPendingUsed] = useState(false);
  const [period, setPeriod] = useState<BillingPeriodId>(pending?.period ?? DEFAULT_BILLING_PERIOD);
  const [chosen, setChosen] = useState<PurchaseSelection | null>(null);
  const [topic, setTopic] = useState<InfoTopicId | null>(null);
  const reopened = status === 'signed-in' && pending && !pendingUsed ? pending : null;
  const selection = chosen ?? (reopened && { planId: reopened.planId, period: reopened.period });
  const productId = selection ? planProductId(selection.planId, selection.period) : null;

  useEffect(() => {
    if (status === 'signed-in' && pending) clearPendingPurchase();
  }, [status, pending]);

  function closePurchase() {
    setChosen(null);
    setPendingUsed(true);
  }

  function onContinue(id: PaidPlanId) {
    if (status === 'signed-in') {
      setChosen({ planId: id, period });
      return;
    }
    savePendingPurchase({ returnPath: paths.pricing, planId: id, period });
    navigate(paths.login, { state: { from: { pathname: paths.pricing } } });
  }

  const freeState: FreePlanState =
    status === 'loading'
      ? 'loading'
      : status === 'signed-out'
        ? 'signed-out'
        : planId === null
          ? 'loading'
          : planId === 'free'
            ? 'current'
            : 'available';

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-16 pt-24 sm:px-6 lg:px-8">
      <h1
        aria-label={`Start ${site.brandName} for free.`}
        className="mb-8 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
      >
        <span>Start</span>
        <BrandLogo className="[&>img]:h-10 [&>img]:w-10 [&>span]:text-3xl sm:[&>span]:text-5xl" />
        <span>for free.</span>
      </h1>
      <BillingToggle value={period} onChange={setPeriod} />
      <div className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
        {PRICING_PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            inrPerUsd={inrPerUsd}
            badge={plan.isFree && freeState === 'current' ? "You're Here" : undefined}
            onLearnMore={setTopic}
            action={
              plan.isFree ? (
                <FreePlanStatus state={freeState} />
              ) : (
                <ContinueButton planName={plan.name} onClick={() => onContinue(plan.id as PaidPlanId)} />
              )
            }
          />
        ))}
      </div>
      <PricingFooter />
      <InfoDialog topic={topic ? INFO_TOPICS[topic] : null} onClose={() => setTopic(null)} />
      {purchaseDialog?.(productId, closePurchase)}
    </div>
  );
}
