import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { IdeaForm } from './idea-form';

/** docs/product-rules.md 17: closing with unsent text asks first. */
export const DISCARD_IDEA_TEXTS = {
  title: 'Discard your idea?',
  body: 'Your idea has not been sent. If you close now, what you wrote will be lost.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

/**
 * The 'Suggest a Tool' dialog: its own chunk (the form, its schema), fetched when first opened.
 * Closing it (close button, Escape, a click outside, Cancel) with something typed asks first;
 * an untouched form closes at once. The question replaces the form inside the same dialog (the
 * form stays mounted, hidden, so Keep editing finds the text as it was).
 */
export function IdeaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dirty = useRef(false);
  const formArea = useRef<HTMLDivElement>(null);
  const returning = useRef(false);
  const [confirming, setConfirming] = useState(false);

  const requestClose = useCallback(() => {
    if (dirty.current) setConfirming(true);
    else onClose();
  }, [onClose]);

  const keepEditing = useCallback(() => {
    returning.current = true;
    setConfirming(false);
  }, []);

  // Back from the question (its buttons are gone): focus returns to the text being written.
  useEffect(() => {
    if (confirming || !returning.current) return;
    returning.current = false;
    formArea.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [confirming]);

  const discard = useCallback(() => {
    dirty.current = false;
    setConfirming(false);
    onClose();
  }, [onClose]);

  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);

  return (
    <Dialog
      open={open}
      onClose={confirming ? keepEditing : requestClose}
      title={confirming ? DISCARD_IDEA_TEXTS.title : 'Suggest a Tool'}
    >
      {confirming && (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-slate-600 dark:text-slate-300">{DISCARD_IDEA_TEXTS.body}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={keepEditing} data-autofocus autoFocus>
              {DISCARD_IDEA_TEXTS.keep}
            </Button>
            <Button variant="danger" onClick={discard}>
              {DISCARD_IDEA_TEXTS.discard}
            </Button>
          </div>
        </div>
      )}
      <div ref={formArea} hidden={confirming}>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
          Share an idea for a new app or tool. We may e-mail you about it.
        </p>
        <IdeaForm onClose={requestClose} onDirtyChange={onDirtyChange} />
      </div>
    </Dialog>
  );
}
