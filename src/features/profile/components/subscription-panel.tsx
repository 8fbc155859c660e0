import type { Subscription } from '@/domain/user';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { PageSpinner } from '@/components/ui/spinner';
import { PlanEndedNotice } from '@/components/user/plan-ended-notice';
import { pricingConfig } from '@/config/pricing';
import { endedPlan } from '@/domain/subscription';
import { formatAmount, formatDate, formatProvider, formatStatus } from '../lib/format';

export function SubscriptionPanel({
  status,
  subscription,
}: {
  status: 'loading' | 'ready' | 'error';
  subscription: Subscription;
}) {
  if (status === 'loading') return <PageSpinner label="Loading subscription details" />;
  if (status === 'error') return <Alert>Failed to load subscription details</Alert>;

  const s = subscription;
  // A plan past its end reads as expired at once, before the hourly task marks it (7.6).
  const planStatus = endedPlan(s, new Date()) ? 'expired' : s.status;
  const rows: [string, string][] = [
    ['Status', formatStatus(planStatus)],
    ['Start Date', formatDate(s.startDate)],
    ['Expiry Date', formatDate(s.expiryDate, s.planId === 'free' ? 'No expiry' : '—')],
    ['Payment Provider', formatProvider(s.paymentProvider)],
    [
      'Amount',
      formatAmount(s.amount, {
        planId: s.planId,
        provider: s.paymentProvider,
        inrPerUsd: pricingConfig.inrPerUsd,
      }),
    ],
    ['Credits', String(s.credits)],
  ];

  return (
    <section aria-labelledby="subscription-heading" className="flex flex-col gap-5">
      <h2 id="subscription-heading" className="text-xl font-semibold">
        Subscription
      </h2>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/50">
        <p className="text-sm text-slate-500 dark:text-slate-400">Current Plan</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p className="text-2xl font-bold" data-testid="plan-name">
            {s.planName}
          </p>
          <Badge tone={planStatus === 'active' ? 'success' : 'neutral'}>{formatStatus(planStatus)}</Badge>
        </div>
      </div>
      <PlanEndedNotice subscription={s} />
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {label}
            </dt>
            <dd className="mt-1 text-base font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
