import { useId } from 'react';
import { Link } from 'react-router';
import { Building2, Code2 } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatUsd } from '@/domain/pricing/rupees';
import { BUSINESS_TIERS, SOURCE_LICENCE, UPTIME_GOAL, type BusinessTier } from '../../content/lifetime';
import { FeatureList } from './lifetime-plan-card';

const cardClass =
  'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900';

function ContactLink({ about }: { about: string }) {
  return (
    <Link
      to={paths.support}
      aria-label={`Contact us about ${about}`}
      className={buttonClass('outline', 'lg', 'mt-6 w-full')}
    >
      Contact Us
    </Link>
  );
}

function TierCard({ tier }: { tier: BusinessTier }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={cardClass}>
      <h3 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
        <Building2 aria-hidden="true" className="h-5 w-5 text-indigo-500" />
        {tier.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{tier.description}</p>
      <p className="mt-4 text-slate-900 dark:text-white">
        <span className="text-sm text-slate-500 dark:text-slate-400">from </span>
        <span className="text-3xl font-extrabold">{formatUsd(tier.fromUsd)}</span>
      </p>
      <FeatureList features={tier.features} className="mt-5 flex-1" />
      <ContactLink about={tier.name} />
    </article>
  );
}

/** Business tiers and the source-code licence: the #enterprise anchor (docs/product-rules.md 6.6). */
export function BusinessSection() {
  const licenceId = useId();
  return (
    <section id="enterprise" aria-labelledby="enterprise-title" className="scroll-mt-24 space-y-6">
      <div>
        <h2 id="enterprise-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          Business & Enterprise
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Our tools for your whole organisation, with a {UPTIME_GOAL} uptime goal. Tell us what you need and
          we will send a quote.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {BUSINESS_TIERS.map((tier) => (
          <TierCard key={tier.name} tier={tier} />
        ))}
        <article
          aria-labelledby={licenceId}
          className={`${cardClass} border-indigo-300 dark:border-indigo-800`}
        >
          <h3
            id={licenceId}
            className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white"
          >
            <Code2 aria-hidden="true" className="h-5 w-5 text-indigo-500" />
            {SOURCE_LICENCE.name}
          </h3>
          <p className="mt-4 text-3xl font-extrabold text-slate-900 dark:text-white">
            {formatUsd(SOURCE_LICENCE.usd)}
          </p>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            with {SOURCE_LICENCE.updatesMonths} months of updates
          </p>
          <FeatureList features={SOURCE_LICENCE.features} className="mt-5 flex-1" />
          <ContactLink about={SOURCE_LICENCE.name} />
        </article>
      </div>
    </section>
  );
}
