import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from './cn';
import { useFocusTrap } from './use-focus-trap';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** Visible title; also the sheet's accessible name unless `ariaLabel` is given. */
  title?: ReactNode;
  ariaLabel?: string;
  children: ReactNode;
  className?: string;
  closeLabel?: string;
}

// The global reduced-motion rule in index.css shortens this to nothing.
const SLIDE_UP = '@keyframes sheet-slide-up{from{transform:translateY(100%)}to{transform:translateY(0)}}';

/**
 * A modal panel that slides up from the bottom edge: focus trapped, Escape and a click outside
 * close it, the page behind does not scroll while it is open.
 */
export function Sheet({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  className,
  closeLabel = 'Close',
}: SheetProps) {
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
    <div className="fixed inset-0 z-50 flex flex-col justify-end">
      <style>{SLIDE_UP}</style>
      <div
        data-testid="sheet-backdrop"
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
          'relative z-10 mx-auto flex max-h-[88dvh] w-full max-w-5xl flex-col overflow-hidden rounded-t-2xl',
          'bg-white text-slate-900 shadow-2xl focus:outline-none dark:bg-slate-900 dark:text-slate-100',
          'animate-[sheet-slide-up_220ms_ease-out]',
          className,
        )}
      >
        <div
          aria-hidden="true"
          className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-slate-300 dark:bg-slate-600"
        />
        <div className="flex items-start justify-between gap-4 px-4 pt-2 sm:px-6">
          {title ? (
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
          ) : (
            <span />
          )}
          <button
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:px-6">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
