import { Link } from 'react-router';
import { Building2, Code2 } from 'lucide-react';
import { PageShell } from '@/components/layout/page-shell';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatUsd } from '@/domain/pricing/rupees';
import { BUSINESS_TIERS, SOURCE_LICENCE, UPTIME_GOAL } from '../content/lifetime';
import { usePageMeta } from '@/components/layout/page-meta';

/**
 * /enterprise-plans: its content was never specified (docs/product-rules.md 6.6), so it points
 * at the business tiers and source-code licence on /angel-lifetime#enterprise.
 */
export function EnterprisePlansPage() {
  usePageMeta(
    'Enterprise Plans',
    'JobKit for businesses: the Growing and Enterprise tiers and the full source-code licence.',
  );
  return (
    <PageShell
      title="Enterprise Plans"
      intro={`Our tools for teams and organisations, with a ${UPTIME_GOAL} uptime goal.`}
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        {BUSINESS_TIERS.map((tier) => (
          <li
            key={tier.name}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <Building2 aria-hidden="true" className="h-5 w-5 text-indigo-500" />
            <p className="mt-2 font-semibold text-slate-900 dark:text-white">{tier.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">from {formatUsd(tier.fromUsd)}</p>
          </li>
        ))}
        <li className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
          <Code2 aria-hidden="true" className="h-5 w-5 text-indigo-500" />
          <p className="mt-2 font-semibold text-slate-900 dark:text-white">{SOURCE_LICENCE.name}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {formatUsd(SOURCE_LICENCE.usd)} with {SOURCE_LICENCE.updatesMonths} months of updates
          </p>
        </li>
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={`${paths.angelLifetime}#enterprise`} className={buttonClass('primary', 'lg')}>
          See Business & Enterprise Plans
        </Link>
        <Link to={paths.support} className={buttonClass('outline', 'lg')}>
          Contact Us
        </Link>
      </div>
    </PageShell>
  );
}
