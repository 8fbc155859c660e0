import { useState, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { ButtonSpinner } from './spinner';

/**
 * A dangerous action behind a confirmation (the admin's delete and refund): Cancel and the action,
 * a spinner while it runs, and the failure shown in the dialog, which stays open so nothing is lost.
 * Closing is refused while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  actionLabel,
  busyLabel = actionLabel,
  onClose,
  onConfirm,
  failure,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  actionLabel: string;
  busyLabel?: string;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  /** The message shown when the action fails (the error is also logged to the console). */
  failure: (error: unknown) => string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (e) {
      console.error(`${title} failed`, e);
      setBusy(false);
      setError(failure(e));
    }
  }

  return (
    <Dialog open={open} onClose={close} title={title}>
      <div className="flex flex-col gap-4">
        {children}
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {busy && <ButtonSpinner />}
            {busy ? busyLabel : actionLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
