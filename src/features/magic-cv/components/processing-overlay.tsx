import { useEffect, useState, type ReactNode } from 'react';
import { BlockingModal } from '@/components/ui/blocking-modal';
import type { RunStage } from '../hooks/use-tailor-run';
import { ProcessingStages } from './processing-stages';

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
 * Blocks the page while a resume is processed (docs/product-rules.md 3.4): no close button, Escape
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
  const seconds = useElapsedSeconds();

  return (
    <BlockingModal labelledBy="magic-cv-processing-title" describedBy="magic-cv-processing-note">
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
    </BlockingModal>
  );
}
