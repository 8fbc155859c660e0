import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import {
  getBillingPeriod,
  periodCredits,
  periodPriceUsd,
  type BillingPeriodId,
} from '@/domain/pricing/periods';
import { getPricingPlan, type PaidPlanId } from '@/domain/pricing/plans';
import { formatUsd } from '@/domain/pricing/rupees';

export interface PurchaseSelection {
  planId: PaidPlanId;
  period: BillingPeriodId;
}

const number = new Intl.NumberFormat('en-US');

/**
 * TODO(issue 5 item 2): UNFINISHED placeholder for the 'Complete Your Purchase' modal. It shows
 * the chosen plan only and takes no payment; the real modal (PayPal, Razorpay, PhonePe tiles,
 * country detection, error box) replaces this component and keeps the same props.
 */
export function PurchaseComingSoonDialog({
  selection,
  onClose,
}: {
  selection: PurchaseSelection | null;
  onClose: () => void;
}) {
  const plan = selection ? getPricingPlan(selection.planId) : null;
  const period = selection ? getBillingPeriod(selection.period) : null;
  return (
    <Dialog open={selection !== null} onClose={onClose} title="Complete Your Purchase">
      {plan && period && (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 dark:bg-slate-800">
            <dt className="text-slate-500 dark:text-slate-400">Plan</dt>
            <dd data-testid="purchase-plan" className="text-right font-semibold">
              {plan.name}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Credits</dt>
            <dd className="text-right">{number.format(periodCredits(plan.credits, period.id))}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Price</dt>
            <dd className="text-right font-semibold">
              {formatUsd(periodPriceUsd(plan.monthlyUsd, period.id))}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Period</dt>
            <dd data-testid="purchase-period" className="text-right">
              {period.label}
            </dd>
          </dl>
          <p
            role="note"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
          >
            Payments are coming soon. No payment can be made yet.
          </p>
          <Button variant="outline" className="w-full" onClick={onClose}>
            Cancel
          </Button>
        </div>
      )}
    </Dialog>
  );
}
