import { useCallback, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import type { ResumeInput } from '@/components/resume-input/use-resume-input';
import { MIN_RESUME_TEXT } from '@/domain/magic-cv/contract';
import { DELETE_BASE_RESUME, SAVE_BASE_RESUME, type SaveBaseResumeInput } from '@/domain/resume/base-resume';
import { parseResume } from '@/domain/resume/parse-resume';
import type { ParsedResume } from '@/domain/resume/types';
import { useBaseResume } from './use-base-resume';

export const SAVE_FAILED_MESSAGE =
  'We could not save your reviewed resume for next time. It is still used for this generation.';

export interface ResumeReview {
  /** The resume the person reviewed for the text now in the input, or null. */
  reviewed: ParsedResume | null;
  /** There is a resume to review (a file read, or enough pasted text). */
  canReview: boolean;
  /** While the review is open: what the form started from (the review so far, or a fresh reading). */
  opened: ParsedResume | null;
  saving: boolean;
  error: string | null;
  base: ReturnType<typeof useBaseResume>;
  openReview(): void;
  close(): void;
  save(resume: ParsedResume): Promise<void>;
  applySaved(): void;
  forgetSaved(): Promise<void>;
}

/**
 * The review step beside a resume input (issue 16): reads the input's text into the form, keeps
 * the person's corrections for that text, saves them as their base resume (saveBaseResume), and
 * offers the saved one the next time. Skipping it changes nothing: the text is read as before.
 */
export function useResumeReview(uid: string | null | undefined, input: ResumeInput): ResumeReview {
  const { functions } = useBackend();
  const base = useBaseResume(uid);
  const [reviewed, setReviewed] = useState<{ resume: ParsedResume; sourceText: string } | null>(null);
  // The text is read into the form only when the review opens, never on every keystroke.
  const [opened, setOpened] = useState<ParsedResume | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = input.file?.status === 'ready' ? input.file : null;
  const sourceText = ready ? ready.text : input.text;
  const current = reviewed && reviewed.sourceText === sourceText ? reviewed.resume : null;

  const save = useCallback(
    async (resume: ParsedResume) => {
      setSaving(true);
      setError(null);
      try {
        if (uid) {
          const payload: SaveBaseResumeInput = { resume, sourceText, sourceName: ready?.file.name ?? null };
          await functions.call(SAVE_BASE_RESUME, payload);
        }
      } catch (e) {
        console.error('saveBaseResume failed', e);
        setError(SAVE_FAILED_MESSAGE);
      } finally {
        setReviewed({ resume, sourceText });
        setSaving(false);
        setOpened(null);
      }
    },
    [functions, ready, sourceText, uid],
  );

  const saved = base.status === 'ready' ? base.base : null;
  const { setText } = input;
  const applySaved = useCallback(() => {
    if (!saved) return;
    setText(saved.sourceText);
    setReviewed({ resume: saved.resume, sourceText: saved.sourceText });
  }, [saved, setText]);

  const forgetSaved = useCallback(async () => {
    try {
      await functions.call(DELETE_BASE_RESUME, {});
    } catch (e) {
      console.error('deleteBaseResume failed', e);
      setError('We could not forget your saved resume. Please try again.');
    }
  }, [functions]);

  return {
    reviewed: current,
    canReview: sourceText.trim().length >= MIN_RESUME_TEXT,
    opened,
    saving,
    error,
    base,
    openReview: () => setOpened(current ?? parseResume(sourceText)),
    close: () => setOpened(null),
    save,
    applySaved,
    forgetSaved,
  };
}
