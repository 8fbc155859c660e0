import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from './cn';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible title; also the dialog's accessible name unless `ariaLabel` is given. */
  title?: ReactNode;
  ariaLabel?: string;
  children: ReactNode;
  /** `center`: modal card; `right`/`left`: slide-in sheet. */
  placement?: 'center' | 'right' | 'left';
  className?: string;
  /** Hide the built-in close (X) button. */
  hideClose?: boolean;
  closeLabel?: string;
}

const panel: Record<NonNullable<DialogProps['placement']>, string> = {
  center: 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl',
  right: 'ml-auto h-full w-[85%] max-w-xs animate-[slide-in-right_200ms_ease-out]',
  left: 'mr-auto h-full w-[85%] max-w-xs animate-[slide-in-left_200ms_ease-out]',
};

/** Modal dialog: focus trapped, Escape and backdrop close it, body scroll locked. */
export function Dialog({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  placement = 'center',
  className,
  hideClose,
  closeLabel = 'Close',
}: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, open, onClose);

  useEffect(() => {
    if (!open) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex">
      <div
        data-testid="dialog-backdrop"
        aria-hidden="true"
        className="absolute inset-0 bg-slate-950/60 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabel ? undefined : title ? titleId : undefined}
        tabIndex={-1}
        className={cn(
          'relative z-10 flex flex-col overflow-y-auto bg-white p-5 text-slate-900 shadow-2xl',
          'focus:outline-none dark:bg-slate-900 dark:text-slate-100',
          panel[placement],
          className,
        )}
      >
        {(title || !hideClose) && (
          <div className="mb-3 flex items-start justify-between gap-4">
            {title ? (
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
            ) : (
              <span />
            )}
            {!hideClose && (
              <button
                type="button"
                aria-label={closeLabel}
                onClick={onClose}
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            )}
          </div>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
