import type { ReactNode } from 'react';
import { useAuth } from '@/components/providers/auth-context';
import { FeatureGate } from '@/components/site-status/feature-gate';
import type { SiteFeature } from '@/domain/site-status';

/**
 * A generating tool's route: the notice while the admin has switched the tool off, else the
 * page for the signed-in user's id. The route sits behind RequireAuth; without a user nothing
 * renders.
 */
export function SignedInTool({
  feature,
  title,
  page,
}: {
  feature: SiteFeature;
  title: string;
  page: (uid: string) => ReactNode;
}) {
  const { user } = useAuth();
  return (
    <FeatureGate feature={feature} title={title}>
      {user && page(user.uid)}
    </FeatureGate>
  );
}
