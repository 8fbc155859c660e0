import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { COMMENT_LIMITS } from '@/domain/comments';

export const textAreaClass =
  'min-h-24 w-full rounded-lg border border-slate-300 bg-white p-3 text-base text-slate-900 placeholder:text-slate-400 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:cursor-not-allowed ' +
  'disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800';

/** A text area with its submit button, for a new comment or a reply. Trims; never posts blank text. */
export function CommentComposer({
  label,
  placeholder,
  submitLabel,
  failureMessage,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  failureMessage: string;
  /** Rejects on failure; the composer then shows `failureMessage` and keeps the text. */
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const content = text.trim();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!content || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(content);
      setText('');
    } catch (err) {
      console.error(submitLabel, 'failed', err);
      setError(failureMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        maxLength={COMMENT_LIMITS.contentMax}
        autoFocus={autoFocus}
        className={textAreaClass}
      />
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={!content || busy} aria-busy={busy || undefined}>
          {busy && <ButtonSpinner />}
          {busy ? 'Posting...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
