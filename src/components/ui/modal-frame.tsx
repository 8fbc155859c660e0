import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from './cn';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

/**
 * The overlay behaviour Dialog and Sheet share: a portal with a backdrop, a modal panel with focus
 * trapped, Escape and a click on the backdrop call `onClose`, body scroll locked while open.
 */
export function ModalFrame({
  open,
  onClose,
  title,
  ariaLabel,
  titleId,
  backdropTestId,
  className,
  panelClassName,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** When given, the element with `titleId` names the panel, unless `ariaLabel` is given. */
  title?: ReactNode;
  ariaLabel?: string;
  titleId: string;
  backdropTestId: string;
  /** Classes of the full-screen container (how the panel is placed). */
  className: string;
  panelClassName: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, onClose);
  useScrollLock(open);

  if (!open) return null;
  return createPortal(
    <div className={className}>
      <div
        data-testid={backdropTestId}
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
        className={panelClassName}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The title (or an empty spacer) and the close (X) button at the top of a modal panel. */
export function ModalTitleBar({
  titleId,
  title,
  onClose,
  closeLabel,
  showClose = true,
  className,
  closeClassName,
}: {
  titleId: string;
  title?: ReactNode;
  onClose: () => void;
  closeLabel: string;
  showClose?: boolean;
  className?: string;
  closeClassName?: string;
}) {
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      {title ? (
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
      ) : (
        <span />
      )}
      {showClose && (
        <button
          type="button"
          aria-label={closeLabel}
          onClick={onClose}
          className={cn(
            'rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800',
            closeClassName,
          )}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      )}
    </div>
  );
}
