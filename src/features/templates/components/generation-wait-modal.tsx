import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LoaderCircle } from 'lucide-react';
import { useFocusTrap } from '@/components/ui/use-focus-trap';

const noop = () => {};

/**
 * Blocks the page while the resume is generated (spec 2 section 2): no close button, Escape and
 * clicks outside do nothing, focus stays inside. `gamesSlot` hosts the games (composed in src/app).
 */
export function GenerationWaitModal({ gamesSlot }: { gamesSlot?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, noop);

  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex overflow-y-auto bg-slate-950/70 p-4 backdrop-blur-sm">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="template-wait-title"
        tabIndex={-1}
        className="m-auto flex w-full max-w-lg flex-col gap-5 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl focus:outline-none dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex items-start gap-3">
          <LoaderCircle aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 animate-spin text-indigo-500" />
          <h2 id="template-wait-title" className="text-lg font-semibold">
            Template is being generated...{' '}
            <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">
              Play a game while you wait!
            </span>
          </h2>
        </div>
        {gamesSlot}
      </div>
    </div>,
    document.body,
  );
}
