import { useState } from 'react';
import { LivePlanEndedNotice } from '@/components/user/plan-ended-notice';
import { usePageMeta } from '@/components/layout/page-meta';
import { PageShell } from '@/components/layout/page-shell';
import type { ToolPageProps } from '@/components/layout/tool-page';
import { useResumeInput } from '@/components/resume-input/use-resume-input';
import { ReviewPanel } from '@/components/resume-review/review-panel';
import { useResumeReview } from '@/components/resume-review/use-resume-review';
import { Badge } from '@/components/ui/badge';
import { useDailyUsage } from '@/components/usage/use-daily-usage';
import { EASY_APPLY_MESSAGES, type JobSuggestion } from '@/domain/jobs/contract';
import { EASY_APPLY_FILE_TYPES, useEasyApplyReader } from '../hooks/use-easy-apply-reader';
import { useJobSearch } from '../hooks/use-job-search';
import { useNow } from '../hooks/use-now';
import { useOriginalUpload } from '../hooks/use-original-upload';
import { useTailorJob, type CvSource } from '../hooks/use-tailor-job';
import { FindJobsForm } from '../components/find-jobs-form';
import { JobList } from '../components/job-list';
import { TailorOverlay } from '../components/tailor-overlay';
import { UsageTrackerCard } from '../components/usage-tracker-card';

/**
 * /lazy-apply for the signed-in user `uid` (the route sits behind RequireAuth and keys the page
 * by `uid`): the search, the matches, usage and history. Slots composed in src/app (features
 * never import each other): `commentsSlot` at the bottom (lazyApplyComments), `gamesSlot`
 * inside the blocking tailoring overlay.
 */
export function EasyApplyPage({ uid, commentsSlot, gamesSlot }: ToolPageProps) {
  usePageMeta(
    'Job Suggestions',
    'Find recent job postings that match your resume and get a tailored resume for each one.',
  );
  const [error, setError] = useState<string | null>(null);
  const upload = useOriginalUpload(uid);
  const readResume = useEasyApplyReader(upload);
  const resume = useResumeInput({ onError: setError, read: readResume });
  const review = useResumeReview(uid, resume);
  const jobs = useJobSearch(uid, setError);
  const usage = useDailyUsage('lazyApply', uid);
  const run = useTailorJob(upload, usage.refresh);
  const now = useNow();

  // The CV in the form right now: a read file wins, else the pasted text (which finds jobs but
  // cannot be tailored: docs/product-rules.md 5.3).
  const cv = (): CvSource => {
    const file = resume.file?.status === 'ready' ? resume.file : null;
    return file
      ? { text: file.text, file: { file: file.file, kind: file.kind }, resume: review.reviewed }
      : { text: resume.text, file: null, resume: review.reviewed };
  };

  const onFind = () => {
    setError(null);
    if (resume.file?.status === 'reading') return;
    const { text } = cv();
    if (!text.trim()) return setError(EASY_APPLY_MESSAGES.cvOrText);
    void jobs.search(text);
  };

  const onTailor = (job: JobSuggestion) => void run.tailor(job, cv());

  const busy = jobs.searching || run.running !== null;
  return (
    <PageShell
      title="Job Suggestions"
      badge={<Badge tone="beta">Beta</Badge>}
      intro="Find jobs posted in the last 72 hours that match your resume, and get a tailored resume for each."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <LivePlanEndedNotice uid={uid} />
          <FindJobsForm
            resume={resume}
            fileTypes={EASY_APPLY_FILE_TYPES}
            searching={jobs.searching}
            error={error}
            onSubmit={onFind}
          >
            <ReviewPanel review={review} disabled={jobs.searching} />
          </FindJobsForm>
          {jobs.result && (
            <JobList
              result={jobs.result}
              now={now}
              outcome={run.outcome}
              busy={busy}
              onTailor={onTailor}
              onRevised={run.revised}
              onClear={jobs.clear}
            />
          )}
        </div>
        <UsageTrackerCard uid={uid} usage={usage.query} />
        {run.running && <TailorOverlay job={run.running} gamesSlot={gamesSlot} />}
      </div>
      {commentsSlot && <div className="mt-12">{commentsSlot}</div>}
    </PageShell>
  );
}
