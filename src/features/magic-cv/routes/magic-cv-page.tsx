import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/components/providers/auth-context';
import { MagicCvWorkspace } from '../components/magic-cv-workspace';
import { usePageMeta } from '@/components/layout/page-meta';

/** /magic-cv (spec 1 section 2.8). Behind RequireAuth; renders nothing for a signed-out user. */
/**
 * Slots composed in src/app (features never import each other): `commentsSlot` at the bottom,
 * `gamesSlot` inside the processing overlay.
 */
export function MagicCvPage({
  commentsSlot,
  gamesSlot,
}: { commentsSlot?: ReactNode; gamesSlot?: ReactNode } = {}) {
  usePageMeta('Magic CV', 'Tailor your resume to any job posting with AI and download an ATS-friendly PDF.');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageShell title="Magic CV" intro="Tailor your resume to a job posting and get an ATS-friendly PDF.">
      <MagicCvWorkspace uid={user.uid} gamesSlot={gamesSlot} />
      {commentsSlot}
    </PageShell>
  );
}
