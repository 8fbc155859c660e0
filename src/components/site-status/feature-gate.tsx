import type { ReactNode } from 'react';
import { CircleSlash } from 'lucide-react';
import { PageShell } from '@/components/layout/page-shell';
import { featureDisabledMessage, type SiteFeature } from '@/domain/site-status';
import { useSiteStatus } from './use-site-status';

/** A tool's page, or a notice in its place while the admin has switched the tool off. */
export function FeatureGate({
  feature,
  title,
  children,
}: {
  feature: SiteFeature;
  title: string;
  children: ReactNode;
}) {
  const status = useSiteStatus();
  if (status.features[feature]) return <>{children}</>;
  return (
    <PageShell title={title}>
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
      >
        <CircleSlash aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>{featureDisabledMessage(feature)}</p>
      </div>
    </PageShell>
  );
}
