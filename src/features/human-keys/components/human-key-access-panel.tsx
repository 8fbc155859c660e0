import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CircleCheck, KeyRound, LogIn } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { HumanKeysDownloads } from '@/config/downloads';
import { paths } from '@/config/paths';
import { HUMAN_KEY_PRODUCT } from '@/domain/payments/products';
import { formatUsd } from '@/domain/pricing/rupees';
import type { HumanKeysAccess } from '../hooks/use-human-keys-access';

// Only those with access see the downloads: the page's visitors do without their code.
const HumanKeyDownloads = lazy(async () => ({
  default: (await import('./human-key-downloads')).HumanKeyDownloads,
}));

const panelClass =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900';

function Price() {
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span
          data-testid="human-key-price"
          className="text-4xl font-extrabold text-slate-900 dark:text-white"
        >
          {formatUsd(HUMAN_KEY_PRODUCT.usd)}
        </span>
        <span className="text-sm text-slate-500 dark:text-slate-400">lifetime</span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Free for{' '}
        <Link
          to={paths.pricing}
          className="font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
        >
          Ultimate and Magic subscribers
        </Link>
        . One-time payment.
      </p>
    </div>
  );
}

/**
 * The payment or download section, by access (docs/product-rules.md 9.2): downloads for those with
 * access, 'Buy Human Key' for the others, a sign-in prompt when signed out. The payment panel
 * itself (the purchase dialog) stays hidden until Buy is pressed.
 */
export function HumanKeyAccessPanel({
  access,
  downloads,
  onBuy,
}: {
  access: HumanKeysAccess;
  downloads: HumanKeysDownloads;
  onBuy: () => void;
}) {
  if (access === 'loading') {
    return (
      <div className={panelClass}>
        <Spinner label="Checking your access" />
      </div>
    );
  }
  if (access === 'access') {
    return (
      <div className={`${panelClass} space-y-5`}>
        <p
          role="status"
          className="flex items-center gap-2 text-lg font-semibold text-emerald-700 dark:text-emerald-300"
        >
          <CircleCheck aria-hidden="true" className="h-6 w-6" />
          You have access
        </p>
        <Suspense fallback={<Spinner label="Loading the downloads" />}>
          <HumanKeyDownloads downloads={downloads} />
        </Suspense>
      </div>
    );
  }
  return (
    <section aria-labelledby="hk-buy" className={`${panelClass} space-y-5`}>
      <h2 id="hk-buy" className="text-xl font-bold text-slate-900 dark:text-white">
        Get Human Keys
      </h2>
      <Price />
      {access === 'signed-out' ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Sign in to buy Human Keys, or to download it if your plan includes it.
          </p>
          <Link
            to={paths.login}
            state={{ from: { pathname: paths.humanKey } }}
            className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
          >
            <LogIn aria-hidden="true" className="h-5 w-5" />
            Sign in to continue
          </Link>
        </div>
      ) : (
        <Button size="lg" className="w-full sm:w-auto" onClick={onBuy}>
          <KeyRound aria-hidden="true" className="h-5 w-5" />
          Buy Human Key
        </Button>
      )}
    </section>
  );
}
