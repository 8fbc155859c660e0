import { chargeFor, type Product } from '@/domain/payments/products';
import { BILLING_PERIODS } from '@/domain/pricing/periods';
import { getPricingPlan, isPaidPlanId } from '@/domain/pricing/plans';
import { formatInr, formatUsd } from '@/domain/pricing/rupees';

const number = new Intl.NumberFormat('en-US');

/** '1 Month', '3 Months', 'Yearly' (the toggle's words), or 'Lifetime'. */
export function periodLabelOf(product: Product): string {
  if (product.months === null) return 'Lifetime';
  return BILLING_PERIODS.find((p) => p.months === product.months)?.label ?? `${product.months} Months`;
}

/** Pricing plans show their bare name ('Pro'); the period has its own row. */
function displayName(product: Product): string {
  return product.kind === 'plan' && isPaidPlanId(product.planId)
    ? getPricingPlan(product.planId).name
    : product.planName;
}

export function OrderSummary({
  product,
  currency,
  inrPerUsd,
  periodLabel,
}: {
  product: Product;
  currency: 'USD' | 'INR';
  inrPerUsd: number;
  periodLabel?: string;
}) {
  const charge = chargeFor(product, currency, inrPerUsd);
  const price = currency === 'USD' ? formatUsd(charge.major) : formatInr(charge.major);
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800">
      <dt className="text-slate-500 dark:text-slate-400">Plan</dt>
      <dd data-testid="purchase-plan" className="text-right font-semibold">
        {displayName(product)}
      </dd>
      {product.credits > 0 && (
        <>
          <dt className="text-slate-500 dark:text-slate-400">Credits</dt>
          <dd data-testid="purchase-credits" className="text-right">
            {number.format(product.credits)}
          </dd>
        </>
      )}
      <dt className="text-slate-500 dark:text-slate-400">Price</dt>
      <dd data-testid="purchase-price" className="text-right text-base font-bold">
        {price}
      </dd>
      <dt className="text-slate-500 dark:text-slate-400">Period</dt>
      <dd data-testid="purchase-period" className="text-right">
        {periodLabel ?? periodLabelOf(product)}
      </dd>
    </dl>
  );
}
