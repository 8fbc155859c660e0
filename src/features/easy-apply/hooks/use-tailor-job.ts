import { useCallback, useRef, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import type { ResumeFileKind } from '@/components/resume-input/read-resume-file';
import { EASY_APPLY_MESSAGES, type JobSuggestion } from '@/domain/jobs/contract';
import type { TailorResumeResult } from '@/domain/magic-cv/contract';
import { withRevision, type ReviseTailoredResult } from '@/domain/magic-cv/revision-contract';
import type { ParsedResume } from '@/domain/resume/types';
import { tailorForJob } from '../api/tailor-for-job';
import { callErrorMessage } from '@/backend/call-error-message';

export interface CvSource {
  text: string;
  file: { file: File; kind: ResumeFileKind } | null;
  /** The resume as the person reviewed it, or null to have the server read the text. */
  resume?: ParsedResume | null;
}

/** The outcome shown on one job's card. */
export type TailorOutcome =
  | { jobId: string; status: 'done'; result: TailorResumeResult }
  | { jobId: string; status: 'error'; message: string };

/**
 * "Get Tailored Resume" for one job: needs an uploaded CV (docs/product-rules.md 5.3; pasted text
 * finds jobs but tailors nothing), stores the file once through `upload`, then calls
 * tailorForJob. `running` is the job being tailored (the blocking overlay shows meanwhile).
 */
export function useTailorJob(
  upload: (file: File, kind: ResumeFileKind) => Promise<string>,
  onSettled: () => void,
) {
  const { functions } = useBackend();
  const [running, setRunning] = useState<JobSuggestion | null>(null);
  const [outcome, setOutcome] = useState<TailorOutcome | null>(null);
  const busy = useRef(false);

  const tailor = useCallback(
    async (job: JobSuggestion, cv: CvSource) => {
      if (busy.current) return;
      const resumeText = cv.text.trim();
      const file = cv.file;
      if (!file || !resumeText) {
        setOutcome({ jobId: job.id, status: 'error', message: EASY_APPLY_MESSAGES.cvRequired });
        return;
      }
      busy.current = true;
      setOutcome(null);
      setRunning(job);
      let reachedServer = false;
      try {
        const originalResumePath = await upload(file.file, file.kind);
        reachedServer = true;
        const result = await tailorForJob(functions, {
          resumeText,
          jobId: job.id,
          originalResumePath,
          resume: cv.resume ?? null,
        });
        setOutcome({ jobId: job.id, status: 'done', result });
      } catch (e) {
        console.error('tailorForJob failed', e);
        setOutcome({ jobId: job.id, status: 'error', message: callErrorMessage(e) });
      } finally {
        busy.current = false;
        setRunning(null);
        if (reachedServer) onSettled();
      }
    },
    [functions, onSettled, upload],
  );

  /** After an undo on the tailored resume ("What we changed"): its new download, score and changes. */
  const revised = useCallback(
    (r: ReviseTailoredResult) =>
      setOutcome((prev) =>
        prev?.status === 'done' ? { ...prev, result: withRevision(prev.result, r) } : prev,
      ),
    [],
  );

  return { tailor, running, outcome, revised };
}
