import { useCallback, useRef, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import type { ResumeFileKind } from '@/components/resume-input/read-resume-file';
import { GENERATION_WAIT_MS, type TailorResumeResult } from '@/domain/magic-cv/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import type { ParsedResume } from '@/domain/resume/types';
import type { DailyUsage } from '@/domain/daily-usage';
import { tailorResume } from '../api/tailor-resume';
import { uploadOriginal } from '@/components/resume-input/upload-original';
import { isOnline } from '@/backend/call-error-message';
import { runErrorMessage } from '../lib/error-message';
import { limitReached } from '@/domain/daily-usage';
import { firstSubmitProblem } from '@/domain/magic-cv/submit-check';
import { withTimeout } from '../lib/with-timeout';

/**
 * Where a run is once it starts (the resume was read before the person submitted): the page's
 * own upload, then the callable, whose stage the server writes on the run's record under
 * `runId` (the page reads it from its live history: processing-stages.tsx).
 */
export interface RunState {
  client: 'uploading' | 'server';
  usesFile: boolean;
  usesUrl: boolean;
  runId: string;
}

/** 32 random hex digits (getRandomValues works outside secure contexts too, unlike randomUUID). */
const newRunId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export interface RunRequest {
  uid: string | null;
  resumeText: string;
  file: { file: File; kind: ResumeFileKind } | null;
  jobUrl: string;
  jobDescription: string;
  coverLetter: boolean;
  /** The resume as the person reviewed it, or null to have the server read the text. */
  resume?: ParsedResume | null;
}

export interface RunCallbacks {
  fetchUsage: () => Promise<DailyUsage>;
  onError: (message: string) => void;
  onSuccess: (result: TailorResumeResult) => void;
  /** After any attempt that reached the server (usage and history may have changed). */
  onSettled: () => void;
}

/** Submit checks, then upload of the original, then the callable with the 120 s time-out. */
export function useTailorRun({ fetchUsage, onError, onSuccess, onSettled }: RunCallbacks) {
  const { files, functions } = useBackend();
  const [checking, setChecking] = useState(false);
  const [stage, setStage] = useState<RunState | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (req: RunRequest) => {
      if (busy.current) return;
      const problem = firstSubmitProblem({ signedIn: Boolean(req.uid), ...req });
      if (problem || !req.uid) return onError(problem ?? magicCvMessages.loginRequired);
      busy.current = true;
      setChecking(true);
      let reachedServer = false;
      try {
        // The server enforces the limit too; an unreadable count must not block the request.
        const usage = await fetchUsage().catch(() => null);
        if (usage && limitReached(usage)) return onError(magicCvMessages.dailyLimit);
        if (!isOnline()) return onError(magicCvMessages.offline);

        const jobUrl = req.jobUrl.trim();
        const jobDescription = req.jobDescription.trim();
        const run = { usesFile: Boolean(req.file), usesUrl: Boolean(jobUrl), runId: newRunId() };
        let originalResumePath: string | null = null;
        if (req.file) {
          setStage({ ...run, client: 'uploading' });
          try {
            originalResumePath = await uploadOriginal(files, req.uid, req.file.file, req.file.kind);
          } catch (e) {
            console.error('original upload failed', e);
            return onError(isOnline() ? magicCvMessages.savingFailed : magicCvMessages.offline);
          }
        }
        setStage({ ...run, client: 'server' });
        reachedServer = true;
        const result = await withTimeout(
          tailorResume(functions, {
            resumeText: req.resumeText.trim(),
            jobUrl: jobUrl || null,
            jobDescription: jobDescription || null,
            coverLetter: req.coverLetter,
            originalResumePath,
            resume: req.resume ?? null,
            runId: run.runId,
          }),
          GENERATION_WAIT_MS,
        );
        onSuccess(result);
      } catch (e) {
        console.error('tailorResume failed', e);
        onError(runErrorMessage(e, isOnline()));
      } finally {
        busy.current = false;
        setChecking(false);
        setStage(null);
        if (reachedServer) onSettled();
      }
    },
    [fetchUsage, files, functions, onError, onSettled, onSuccess],
  );

  return { submit, checking, stage };
}
