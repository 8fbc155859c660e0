import { useId, type ReactNode } from 'react';
import { cn } from './cn';
import { ModalFrame, ModalTitleBar } from './modal-frame';

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
export function Sheet({ children, className, closeLabel = 'Close', ...frame }: SheetProps) {
  const titleId = useId();
  return (
    <ModalFrame
      {...frame}
      titleId={titleId}
      backdropTestId="sheet-backdrop"
      className="fixed inset-0 z-50 flex flex-col justify-end"
      panelClassName={cn(
        'relative z-10 mx-auto flex max-h-[88dvh] w-full max-w-5xl flex-col overflow-hidden rounded-t-2xl',
        'bg-white text-slate-900 shadow-2xl focus:outline-none dark:bg-slate-900 dark:text-slate-100',
        'animate-[sheet-slide-up_220ms_ease-out]',
        className,
      )}
    >
      <style>{SLIDE_UP}</style>
      <div
        aria-hidden="true"
        className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-slate-300 dark:bg-slate-600"
      />
      <ModalTitleBar
        titleId={titleId}
        title={frame.title}
        onClose={frame.onClose}
        closeLabel={closeLabel}
        className="px-4 pt-2 sm:px-6"
        closeClassName="dark:text-slate-400"
      />
      <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:px-6">
        {children}
      </div>
    </ModalFrame>
  );
}
