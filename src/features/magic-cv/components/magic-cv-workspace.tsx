import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { useTimedFlag } from '@/components/hooks/use-timed-flag';
import { ResumeInputCard } from '@/components/resume-input/resume-input-card';
import { ReviewPanel } from '@/components/resume-review/review-panel';
import { useResumeReview } from '@/components/resume-review/use-resume-review';
import { useResumeInput } from '@/components/resume-input/use-resume-input';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useDailyUsage } from '@/components/usage/use-daily-usage';
import { useLiveHistory } from '@/components/usage/use-live-history';
import { readProcessedResume } from '@/domain/history-record';
import { PROCESSED_RESUMES, type TailorResumeResult } from '@/domain/magic-cv/contract';
import { parseResume } from '@/domain/resume/parse-resume';
import { useConfirmRequirements, type RunSource } from '../hooks/use-confirm-requirements';
import { useJobInput } from '../hooks/use-job-input';
import { usePaidPlan } from '../hooks/use-paid-plan';
import { useTailorRun } from '../hooks/use-tailor-run';
import { JobDetailsCard } from './job-details-card';
import { PrivacyNotice, SuccessBanner } from './notices';
import { ProcessingIssueBanner } from './processing-issue-banner';
import { ProcessingOverlay } from './processing-overlay';
import { ResultCard } from './result-card';
import { UsageHistoryCard } from './usage-history-card';

/** Spec 1 section 9: success banner 3 s, privacy notice 5 s. */
export const SUCCESS_BANNER_MS = 3000;
export const PRIVACY_NOTICE_MS = 5000;

/** Everything on /magic-cv for a signed-in user: inputs, run, result, usage and history. */
/** The history lists the newest records. */
const HISTORY_LIMIT = 20;

export function MagicCvWorkspace({ uid, gamesSlot }: { uid: string; gamesSlot?: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TailorResumeResult | null>(null);
  const success = useTimedFlag(SUCCESS_BANNER_MS);
  const privacy = useTimedFlag(PRIVACY_NOTICE_MS);
  const resume = useResumeInput({ onError: setError });
  const review = useResumeReview(uid, resume);
  const job = useJobInput();
  const paid = usePaidPlan(uid);
  const usage = useDailyUsage('magicCV', uid);
  const history = useLiveHistory({
    collection: PROCESSED_RESUMES,
    uid,
    limit: HISTORY_LIMIT,
    read: readProcessedResume,
  });
  const { reset: resetResume } = resume;
  const { reset: resetJob } = job;
  // The resume each run was made from: "I have this" adds to it (use-confirm-requirements.ts).
  const submitted = useRef<RunSource | null>(null);
  const [runSource, setRunSource] = useState<RunSource | null>(null);
  const confirm = useConfirmRequirements(runSource);
  const { reset: resetConfirmations } = confirm;

  const onSuccess = useCallback(
    (r: TailorResumeResult) => {
      setResult(r);
      setRunSource(submitted.current);
      resetConfirmations();
      resetResume();
      resetJob();
      success.show();
      privacy.show();
    },
    [resetResume, resetJob, resetConfirmations, success, privacy],
  );
  const run = useTailorRun({
    fetchUsage: usage.fetchFresh,
    onError: setError,
    onSuccess,
    onSettled: usage.refresh,
  });

  const startOver = () => {
    resetResume();
    resetJob();
    setError(null);
    setResult(null);
    success.hide();
    privacy.hide();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    success.hide();
    const file = resume.file?.status === 'ready' ? resume.file : null;
    const resumeText = file ? file.text : resume.text;
    submitted.current = {
      resume: review.reviewed ?? parseResume(resumeText),
      sourceText: resumeText,
      sourceName: file?.file.name ?? null,
    };
    void run.submit({
      uid,
      resumeText,
      file: file && { file: file.file, kind: file.kind },
      jobUrl: paid ? job.url : '',
      jobDescription: job.description,
      coverLetter: paid === true && job.coverLetter,
      resume: review.reviewed,
    });
  };

  const reading = resume.file?.status === 'reading';
  const busy = run.checking || reading;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Enhance your resume"
        className="flex min-w-0 flex-col gap-5"
      >
        {error && (
          <ProcessingIssueBanner message={error} onDismiss={() => setError(null)} onStartOver={startOver} />
        )}
        {success.visible && <SuccessBanner />}
        {privacy.visible && <PrivacyNotice />}
        {result && <ResultCard result={result} confirm={runSource ? confirm : null} />}
        <div className="grid gap-5 md:grid-cols-2">
          <ResumeInputCard input={resume} disabled={run.checking}>
            <ReviewPanel review={review} disabled={run.checking} />
          </ResumeInputCard>
          <JobDetailsCard job={job} paid={paid} disabled={run.checking} />
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          aria-busy={busy}
          className="w-full sm:w-auto sm:self-start"
        >
          {busy ? <ButtonSpinner /> : <Sparkles aria-hidden="true" className="h-5 w-5" />}
          Get Enhanced Resume
        </Button>
      </form>
      <UsageHistoryCard usage={usage.query} history={history} />
      {run.stage && (
        <ProcessingOverlay stage={run.stage.current} usesFile={run.stage.usesFile} gamesSlot={gamesSlot} />
      )}
    </div>
  );
}
