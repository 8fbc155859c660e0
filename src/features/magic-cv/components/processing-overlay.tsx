import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import type { RunStage } from '../hooks/use-tailor-run';
import { ProcessingStages } from './processing-stages';

const noop = () => {};
// An honest bar: it moves, it does not pretend to know a percentage.
const INDETERMINATE =
  '@keyframes magic-cv-indeterminate{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}';

function useElapsedSeconds(): number {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return Math.floor((now - start) / 1000);
}

/**
 * Blocks the page while a resume is processed (spec 1 section 2.10): no close button, Escape
 * and clicks outside do nothing, focus stays inside. `gamesSlot` hosts the mini-games (composed in src/app).
 */
export function ProcessingOverlay({
  stage,
  usesFile,
  gamesSlot,
}: {
  stage: RunStage;
  usesFile: boolean;
  gamesSlot?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, noop);
  const seconds = useElapsedSeconds();

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
        aria-labelledby="magic-cv-processing-title"
        aria-describedby="magic-cv-processing-note"
        tabIndex={-1}
        className="m-auto flex w-full max-w-lg flex-col gap-5 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl focus:outline-none dark:bg-slate-900 dark:text-slate-100"
      >
        <div>
          <h2 id="magic-cv-processing-title" className="text-lg font-semibold">
            Enhancing your resume
          </h2>
          <p id="magic-cv-processing-note" className="text-sm text-slate-600 dark:text-slate-400">
            This usually takes a few seconds and never more than 2 minutes. Please keep this tab open.
          </p>
        </div>
        <ProcessingStages stage={stage} usesFile={usesFile} />
        <div
          role="progressbar"
          aria-label="Enhancing your resume"
          aria-valuetext={stage === 'server' ? 'In progress' : 'Preparing'}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <style>{INDETERMINATE}</style>
          <div className="h-full w-1/3 animate-[magic-cv-indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-indigo-500" />
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400" aria-live="off">
          Elapsed: {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, '0')}
        </p>
        {gamesSlot}
      </div>
    </div>,
    document.body,
  );
}
