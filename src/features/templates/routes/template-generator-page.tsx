import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/components/providers/auth-context';
import { TemplateWorkspace } from '../components/template-workspace';
import { usePageMeta } from '@/components/layout/page-meta';

/**
 * /lazy-templates (spec 2 section 2). Behind RequireAuth; renders nothing without a user.
 * `gamesSlot` (composed in src/app) is shown inside the blocking wait modal.
 */
export function TemplateGeneratorPage({ gamesSlot }: { gamesSlot?: ReactNode } = {}) {
  usePageMeta(
    'Resume Template Generator',
    'Turn your resume into a professional design, or clone a design from a screenshot.',
  );
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageShell
      title="Resume Template Generator"
      intro="Upload your resume, pick a template and generate a professional resume."
    >
      <TemplateWorkspace uid={user.uid} gamesSlot={gamesSlot} />
    </PageShell>
  );
}
