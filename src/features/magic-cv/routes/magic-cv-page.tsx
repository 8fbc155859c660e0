import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { usePageMeta } from '@/components/layout/page-meta';
import { PageShell } from '@/components/layout/page-shell';
import type { ToolPageProps } from '@/components/layout/tool-page';
import { useTimedFlag } from '@/components/hooks/use-timed-flag';
import { ResumeInputCard } from '@/components/resume-input/resume-input-card';
import { ReviewPanel } from '@/components/resume-review/review-panel';
import { useResumeReview } from '@/components/resume-review/use-resume-review';
import { useResumeInput } from '@/components/resume-input/use-resume-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useDailyUsage } from '@/components/usage/use-daily-usage';
import { LivePlanEndedNotice } from '@/components/user/plan-ended-notice';
import { SIDE_PANEL_LIMIT, useLiveHistory } from '@/components/usage/use-live-history';
import { PROCESSED_RESUMES, type TailorResumeResult } from '@/domain/magic-cv/contract';
import { parseResume } from '@/domain/resume/parse-resume';
import { useConfirmRequirements, type RunSource } from '../hooks/use-confirm-requirements';
import { useJobInput } from '../hooks/use-job-input';
import { usePaidPlan } from '../hooks/use-paid-plan';
import { useTailorRun } from '../hooks/use-tailor-run';
import { JobDetailsCard } from '../components/job-details-card';
import { PrivacyNotice, SuccessBanner } from '../components/notices';
import { ProcessingIssueBanner } from '../components/processing-issue-banner';
import { ProcessingOverlay } from '../components/processing-overlay';
import { ResultCard } from '../components/result-card';
import { withRevision, type ReviseTailoredResult } from '@/domain/magic-cv/revision-contract';
import { UsageHistoryCard } from '../components/usage-history-card';
import {
  MAGIC_CV_RECORDS,
  mergeHistories,
  readMagicCvRecord,
  readUnnamedRecord,
} from '../lib/magic-cv-history';

/** The success banner shows for 3 s, the privacy notice for 5 s. */
export const SUCCESS_BANNER_MS = 3000;
export const PRIVACY_NOTICE_MS = 5000;

/**
 * /magic-cv for the signed-in user `uid` (the route sits behind RequireAuth): inputs, run,
 * result, usage and history. Slots composed in src/app (features never import each other):
 * `commentsSlot` at the bottom, `gamesSlot` inside the processing overlay.
 */
export function MagicCvPage({ uid, commentsSlot, gamesSlot }: ToolPageProps) {
  usePageMeta('Magic CV', 'Tailor your resume to any job posting with AI and download an ATS-friendly PDF.');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TailorResumeResult | null>(null);
  const success = useTimedFlag(SUCCESS_BANNER_MS);
  const privacy = useTimedFlag(PRIVACY_NOTICE_MS);
  const resume = useResumeInput({ onError: setError });
  const review = useResumeReview(uid, resume);
  const job = useJobInput();
  const paid = usePaidPlan(uid);
  const usage = useDailyUsage('magicCV', uid);
  // Magic CV's records only, Easy Apply's left out (lib/magic-cv-history.ts says why two queries).
  const named = useLiveHistory({
    collection: PROCESSED_RESUMES,
    uid,
    where: MAGIC_CV_RECORDS,
    read: readMagicCvRecord,
  });
  const unnamed = useLiveHistory({ collection: PROCESSED_RESUMES, uid, read: readUnnamedRecord });
  const history = useMemo(() => mergeHistories(named, unnamed, SIDE_PANEL_LIMIT), [named, unnamed]);
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
  // An undo in "What we changed": the result shows the run as it now stands.
  const onRevised = useCallback(
    (r: ReviseTailoredResult) => setResult((prev) => prev && withRevision(prev, r)),
    [],
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

  // The stage the server wrote on this run's record (it sits in the live history).
  const runStage = run.stage;
  const reported =
    runStage && history.status === 'ready'
      ? (history.entries.find((e) => e.runId === runStage.runId)?.stage ?? null)
      : null;
  const reading = resume.file?.status === 'reading';
  const busy = run.checking || reading;
  return (
    <PageShell title="Magic CV" intro="Tailor your resume to a job posting and get an ATS-friendly PDF.">
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
          {paid === false && <LivePlanEndedNotice uid={uid} />}
          {privacy.visible && <PrivacyNotice />}
          {result && (
            <ResultCard
              key={result.recordId}
              result={result}
              confirm={runSource ? confirm : null}
              onRevised={onRevised}
            />
          )}
          <div className="grid gap-5 md:grid-cols-2">
            <ResumeInputCard input={resume} disabled={run.checking}>
              <ReviewPanel review={review} disabled={run.checking} />
            </ResumeInputCard>
            <JobDetailsCard job={job} paid={paid} disabled={run.checking} />
          </div>
          <SubmitButton icon={Sparkles} busy={busy}>
            Get Enhanced Resume
          </SubmitButton>
        </form>
        <UsageHistoryCard usage={usage.query} history={history} />
        {runStage && <ProcessingOverlay progress={{ ...runStage, reported }} gamesSlot={gamesSlot} />}
      </div>
      {commentsSlot}
    </PageShell>
  );
}
