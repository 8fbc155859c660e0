import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/components/providers/auth-context';
import { Badge } from '@/components/ui/badge';
import { EasyApplyWorkspace } from '../components/easy-apply-workspace';
import { usePageMeta } from '@/components/layout/page-meta';

/**
 * /lazy-apply (spec 1 section 2.9). Behind RequireAuth; renders nothing for a signed-out user.
 * Slots composed in src/app (features never import each other): `commentsSlot` at the bottom
 * (lazyApplyComments), `gamesSlot` inside the blocking tailoring overlay.
 */
export function EasyApplyPage({
  commentsSlot,
  gamesSlot,
}: { commentsSlot?: ReactNode; gamesSlot?: ReactNode } = {}) {
  usePageMeta(
    'Job Suggestions',
    'Find recent job postings that match your resume and get a tailored resume for each one.',
  );
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageShell
      title="Job Suggestions"
      badge={<Badge tone="beta">Beta</Badge>}
      intro="Find jobs posted in the last 72 hours that match your resume, and get a tailored resume for each."
    >
      <EasyApplyWorkspace key={user.uid} uid={user.uid} gamesSlot={gamesSlot} />
      {commentsSlot && <div className="mt-12">{commentsSlot}</div>}
    </PageShell>
  );
}
