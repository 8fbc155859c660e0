import { useEffect, useState, type ReactNode } from 'react';
import { IndeterminateBar, RunOverlay } from '@/components/ui/run-overlay';
import { currentStageLabel, ProcessingStages, type RunProgress } from './processing-stages';

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
 * and clicks outside do nothing, focus stays inside. The stages are the run's real ones
 * (processing-stages.tsx); `gamesSlot` hosts the mini-games (composed in src/app).
 */
export function ProcessingOverlay({ progress, gamesSlot }: { progress: RunProgress; gamesSlot?: ReactNode }) {
  const seconds = useElapsedSeconds();

  return (
    <RunOverlay
      id="magic-cv-processing"
      title="Enhancing your resume"
      note="This usually takes a few seconds and never more than 2 minutes. Please keep this tab open."
      gamesSlot={gamesSlot}
    >
      <ProcessingStages progress={progress} />
      <IndeterminateBar label="Enhancing your resume" valueText={currentStageLabel(progress)} />
      <p className="text-xs text-slate-500 dark:text-slate-400" aria-live="off">
        Elapsed: {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, '0')}
      </p>
    </RunOverlay>
  );
}
