import { useCallback, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { SAVE_BASE_RESUME, type SaveBaseResumeInput } from '@/domain/resume/base-resume';
import { withConfirmations, type Confirmation } from '@/domain/resume/confirm-requirement';
import type { JobRequirement, ParsedResume } from '@/domain/resume/types';

/** The resume a run was made from, kept so what the person confirms can be added to it. */
export interface RunSource {
  resume: ParsedResume;
  sourceText: string;
  sourceName: string | null;
}

export const CONFIRM_SAVED_MESSAGE =
  'Added to your saved resume in your words: your next generations include it too.';
export const CONFIRM_FAILED_MESSAGE = 'We could not add this to your saved resume. Please try again.';

/**
 * "I have this" after a Magic CV run (issue 19, "Honest gains"): each confirmed requirement is
 * added, as the person's own statement, to their reviewed base resume (saveBaseResume); the next
 * tailoring may then use it. Nothing is added without the confirmation. `confirm` resolves whether
 * it was saved; the result card then adds it to the finished run too (use-revision.ts).
 */
export function useConfirmRequirements(source: RunSource | null) {
  const { functions } = useBackend();
  const [confirmations, setConfirmations] = useState<Confirmation[]>([]);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const confirm = useCallback(
    async (requirement: JobRequirement, evidence: string): Promise<boolean> => {
      if (!source) return false;
      const next = [...confirmations, { requirement, evidence }];
      setSaving(true);
      setMessage(null);
      try {
        const payload: SaveBaseResumeInput = {
          resume: withConfirmations(source.resume, next),
          sourceText: source.sourceText,
          sourceName: source.sourceName,
        };
        await functions.call(SAVE_BASE_RESUME, payload);
        setConfirmations(next);
        setMessage({ tone: 'ok', text: CONFIRM_SAVED_MESSAGE });
        return true;
      } catch (e) {
        console.error('saveBaseResume failed', e);
        setMessage({ tone: 'error', text: CONFIRM_FAILED_MESSAGE });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [confirmations, functions, source],
  );

  const reset = useCallback(() => {
    setConfirmations([]);
    setMessage(null);
  }, []);

  return {
    confirmed: new Set(confirmations.map((c) => c.requirement)),
    confirm,
    saving,
    message,
    reset,
  };
}

export type ConfirmRequirements = ReturnType<typeof useConfirmRequirements>;
