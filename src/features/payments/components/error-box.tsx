import { CircleAlert, X } from 'lucide-react';
import { DEFAULT_PAYMENT_ERROR } from '../lib/payment-error';

/** The dialog's dismissible red box; an empty message shows the default text. */
export function ErrorBox({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="flex-1">{message || DEFAULT_PAYMENT_ERROR}</p>
      <button
        type="button"
        aria-label="Dismiss error"
        onClick={onDismiss}
        className="rounded p-0.5 text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-500 dark:text-red-300 dark:hover:bg-red-900/60"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
