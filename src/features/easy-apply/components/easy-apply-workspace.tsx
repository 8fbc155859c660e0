import { useState, type ReactNode } from 'react';
import { useResumeInput } from '@/components/resume-input/use-resume-input';
import { ReviewPanel } from '@/components/resume-review/review-panel';
import { useResumeReview } from '@/components/resume-review/use-resume-review';
import { useDailyUsage } from '@/components/usage/use-daily-usage';
import { EASY_APPLY_MESSAGES, type JobSuggestion } from '@/domain/jobs/contract';
import { useJobSearch } from '../hooks/use-job-search';
import { useNow } from '../hooks/use-now';
import { useTailorJob, type CvSource } from '../hooks/use-tailor-job';
import { FindJobsForm } from './find-jobs-form';
import { JobList } from './job-list';
import { TailorOverlay } from './tailor-overlay';
import { UsageTrackerCard } from './usage-tracker-card';

/** Everything on /lazy-apply for a signed-in user: the search, the matches, usage and history. */
export function EasyApplyWorkspace({ uid, gamesSlot }: { uid: string; gamesSlot?: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const resume = useResumeInput({ onError: setError });
  const review = useResumeReview(uid, resume);
  const jobs = useJobSearch(uid, setError);
  const usage = useDailyUsage('lazyApply', uid);
  const run = useTailorJob(uid, usage.refresh);
  const now = useNow();

  // The CV in the form right now: a read file wins, else the pasted text.
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
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-8">
        <FindJobsForm resume={resume} searching={jobs.searching} error={error} onSubmit={onFind}>
          <ReviewPanel review={review} disabled={jobs.searching} />
        </FindJobsForm>
        {jobs.result && (
          <JobList
            result={jobs.result}
            now={now}
            outcome={run.outcome}
            busy={busy}
            onTailor={onTailor}
            onClear={jobs.clear}
          />
        )}
      </div>
      <UsageTrackerCard uid={uid} usage={usage.query} />
      {run.running && <TailorOverlay job={run.running} gamesSlot={gamesSlot} />}
    </div>
  );
}
