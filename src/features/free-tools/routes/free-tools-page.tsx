import { PageShell } from '@/components/layout/page-shell';
import { usePageMeta } from '@/components/layout/page-meta';
import { AtsCheckerSection } from '../components/ats-checker-section';
import { KeywordMatcherSection } from '../components/keyword-matcher-section';
import { useAtsCheck, type AtsCheckDeps } from '../hooks/use-ats-check';

export const FREE_TOOLS_DESCRIPTION =
  'Free ATS resume checker and job keyword matcher: see what an applicant tracking system reads from your resume and how it matches a job. No account, no upload.';

/**
 * /free-tools, open to everyone: both tools run in the browser (no upload, no callable). The
 * checked resume is lifted here so the matcher can use it.
 */
export function FreeToolsPage({ deps }: { deps?: AtsCheckDeps } = {}) {
  usePageMeta('Free Tools', FREE_TOOLS_DESCRIPTION);
  const checker = useAtsCheck(deps);
  const done = checker.state.status === 'done' ? checker.state : null;
  return (
    <PageShell
      title="Free Tools"
      intro="Two free tools for job seekers, no account needed. Your resume is read on your device and never uploaded."
    >
      <div className="flex flex-col gap-8">
        <AtsCheckerSection checker={checker} />
        <KeywordMatcherSection
          resume={done?.report.fields ?? null}
          checked={done ? { fileName: done.fileName, name: done.report.fields.contact.name } : null}
        />
      </div>
    </PageShell>
  );
}
