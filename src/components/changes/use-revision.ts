import { useCallback, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import {
  REVISE_TAILORED,
  type ReviseTailoredInput,
  type ReviseTailoredResult,
} from '@/domain/magic-cv/revision-contract';
import { callErrorMessage } from '@/backend/call-error-message';

export const REVISED_MESSAGE = 'Your resume was updated: the download and your history have the new version.';

type Confirmed = NonNullable<ReviseTailoredInput['confirmations']>[number];

/**
 * Undoing a change of a tailored resume, taking the undo back, and adding what the person confirmed
 * with "I have this" (issue 39 item 4): the whole set of changes to leave out and of confirmations
 * goes to reviseTailoredResume each time, which draws the new PDF and moves the history record to
 * it; the page then shows the run as the server returned it.
 */
export function useRevision(recordId: string, onRevised: (result: ReviseTailoredResult) => void) {
  const { functions } = useBackend();
  const [undone, setUndone] = useState<string[]>([]);
  const [confirmations, setConfirmations] = useState<Confirmed[]>([]);
  /** The change being undone or restored, or 'confirm' while a confirmation is added. */
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const revise = useCallback(
    async (key: string, input: ReviseTailoredInput) => {
      if (pending) return;
      setPending(key);
      setMessage(null);
      try {
        const result = await functions.call<ReviseTailoredInput, ReviseTailoredResult>(
          REVISE_TAILORED,
          input,
        );
        setUndone(result.undone);
        setConfirmations(input.confirmations ?? []);
        onRevised(result);
        setMessage({ tone: 'ok', text: REVISED_MESSAGE });
      } catch (e) {
        console.error('reviseTailoredResume failed', e);
        setMessage({ tone: 'error', text: callErrorMessage(e) });
      } finally {
        setPending(null);
      }
    },
    [functions, onRevised, pending],
  );

  const toggle = useCallback(
    (id: string) =>
      revise(id, {
        recordId,
        undone: undone.includes(id) ? undone.filter((u) => u !== id) : [...undone, id],
        confirmations,
      }),
    [confirmations, recordId, revise, undone],
  );

  /** Adds a requirement the person confirmed ("I have this") to this run's resume. */
  const confirm = useCallback(
    (label: string, evidence: string) =>
      revise('confirm', { recordId, undone, confirmations: [...confirmations, { label, evidence }] }),
    [confirmations, recordId, revise, undone],
  );

  return { undone: new Set(undone), toggle, confirm, pending, message };
}

export type Revising = ReturnType<typeof useRevision>;
