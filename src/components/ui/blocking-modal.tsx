import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

const noop = () => {};

/**
 * A modal that blocks the page while work runs: no close button, Escape and clicks outside do
 * nothing, focus stays inside, the page behind does not scroll. Never taller than the screen:
 * what does not fit scrolls inside it.
 */
export function BlockingModal({
  labelledBy,
  describedBy,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, noop);
  useScrollLock(true);

  return createPortal(
    <div className="fixed inset-0 z-50 flex overflow-y-auto bg-slate-950/70 p-4 backdrop-blur-sm">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className="m-auto flex max-h-full w-full max-w-lg flex-col gap-5 overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-2xl focus:outline-none dark:bg-slate-900 dark:text-slate-100 [&>*]:shrink-0"
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
