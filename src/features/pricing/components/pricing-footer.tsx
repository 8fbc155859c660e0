import { Link } from 'react-router';
import { CircleDollarSign, Headphones, ShieldCheck, Zap, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const BADGES: { label: string; icon: LucideIcon }[] = [
  { label: 'Secure Payment', icon: ShieldCheck },
  { label: 'Instant Access', icon: Zap },
  { label: '24/7 Support', icon: Headphones },
  { label: 'No Hidden Fees', icon: CircleDollarSign },
];

const linkClass =
  'font-medium text-indigo-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400';

/**
 * The box under the cards (docs/product-rules.md 6.5). Without a configured support address the
 * help line points to /support instead.
 */
export function PricingFooter({ email = site.supportEmail }: { email?: string | null }) {
  return (
    <section
      aria-label="Payment information"
      className="mx-auto mt-12 max-w-3xl space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
    >
      <p className="font-semibold text-slate-900 dark:text-white">
        One-time payment - These are not subscription plans
      </p>
      <p>
        Looking for lifetime or enterprise plans?{' '}
        <Link to={paths.angelLifetime} className={linkClass}>
          View Lifetime & Enterprise Plans
        </Link>
      </p>
      <p>
        Facing issues?{' '}
        {email ? (
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        ) : (
          <Link to={paths.support} className={linkClass}>
            Visit our Support page
          </Link>
        )}
      </p>
      <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
        {BADGES.map(({ label, icon: Icon }) => (
          <li key={label} className="flex items-center gap-1.5">
            <Icon aria-hidden="true" className="h-4 w-4 text-emerald-500" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
