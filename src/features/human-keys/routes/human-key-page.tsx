import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/components/providers/auth-context';
import { LivePlanEndedNotice } from '@/components/user/plan-ended-notice';
import { humanKeysDownloads, type HumanKeysDownloads } from '@/config/downloads';
import { paths } from '@/config/paths';
import { HUMAN_KEY_PRODUCT } from '@/domain/payments/products';
import { CapabilityList } from '../components/capability-list';
import { HowItWorks } from '../components/how-it-works';
import { HumanKeyAccessPanel } from '../components/human-key-access-panel';
import { HUMAN_KEY_PITCH } from '../content/human-key';
import { useHumanKeysAccess } from '../hooks/use-human-keys-access';
import { usePageMeta } from '@/components/layout/page-meta';

/** Renders the purchase dialog for a product id (null = closed); composed in src/app. */
export type PurchaseDialogSlot = (productId: string | null, onClose: () => void) => ReactNode;

export interface HumanKeyPageProps {
  /** The community reviews, composed in src/app, shown near the bottom. */
  commentsSlot?: ReactNode;
  purchaseDialog?: PurchaseDialogSlot;
  /** Download links and demo video; the site configuration unless a test passes its own. */
  downloads?: HumanKeysDownloads;
}

export function HumanKeyPage({
  commentsSlot,
  purchaseDialog,
  downloads = humanKeysDownloads,
}: HumanKeyPageProps = {}) {
  usePageMeta(
    'Human Keys',
    'Human Keys types your text like a person with Ctrl+Shift+V: buy it once or get it with the higher plans.',
  );
  const access = useHumanKeysAccess();
  const { user } = useAuth();
  const [buying, setBuying] = useState<string | null>(null);

  return (
    <PageShell title="Human Keys" intro="A typing-simulation tool triggered with Ctrl+Shift+V.">
      <div className="space-y-12">
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="space-y-4">
            <p className="text-lg text-slate-700 dark:text-slate-200">{HUMAN_KEY_PITCH}</p>
            <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
              Shortcut:
              {['Ctrl', 'Shift', 'V'].map((key) => (
                <kbd
                  key={key}
                  className="rounded-md border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono text-xs font-semibold text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
                >
                  {key}
                </kbd>
              ))}
            </p>
          </div>
          {access === 'no-access' && <LivePlanEndedNotice uid={user?.uid} className="lg:col-span-2" />}
          <HumanKeyAccessPanel
            access={access}
            downloads={downloads}
            onBuy={() => setBuying(HUMAN_KEY_PRODUCT.id)}
          />
        </div>
        <HowItWorks videoUrl={downloads.demoVideoUrl} />
        <CapabilityList />
        {commentsSlot}
        <Link
          to={paths.pricing}
          className="inline-flex items-center gap-2 rounded text-sm font-medium text-indigo-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Pricing
        </Link>
      </div>
      {purchaseDialog?.(buying, () => setBuying(null))}
    </PageShell>
  );
}
