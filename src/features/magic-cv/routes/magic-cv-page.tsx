import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/components/providers/auth-context';
import { MagicCvWorkspace } from '../components/magic-cv-workspace';

/** /magic-cv (spec 1 section 2.8). Behind RequireAuth; renders nothing for a signed-out user. */
export function MagicCvPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageShell title="Magic CV" intro="Tailor your resume to a job posting and get an ATS-friendly PDF.">
      <MagicCvWorkspace uid={user.uid} />
    </PageShell>
  );
}
