import { BadgePercent, Clock, Wallet, type LucideIcon } from 'lucide-react';
import { COMMISSION_ROWS, REFERRAL_BENEFITS, REFERRAL_STEPS } from '../content/referral';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';
const headingClass = 'text-2xl font-bold text-slate-900 dark:text-white';
const BENEFIT_ICONS: LucideIcon[] = [Wallet, BadgePercent, Clock];

export function ReferralBenefits() {
  return (
    <section aria-labelledby="referral-benefits" className="space-y-4">
      <h2 id="referral-benefits" className={headingClass}>
        Why join
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {REFERRAL_BENEFITS.map((benefit, i) => {
          const Icon = BENEFIT_ICONS[i] ?? Wallet;
          return (
            <li key={benefit.title} className={cardClass}>
              <Icon aria-hidden="true" className="h-6 w-6 text-indigo-500" />
              <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{benefit.title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{benefit.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ReferralSteps() {
  return (
    <section aria-labelledby="referral-steps" className="space-y-4">
      <h2 id="referral-steps" className={headingClass}>
        How it works
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {REFERRAL_STEPS.map((step, i) => (
          <li key={step.title} className={cardClass}>
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CommissionStructure() {
  return (
    <section aria-labelledby="referral-commission" className="space-y-4">
      <h2 id="referral-commission" className={headingClass}>
        Commission structure
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {COMMISSION_ROWS.map((row) => (
          <div key={row.label} className={cardClass}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{row.label}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-slate-900 dark:text-white">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
