import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { FileDropZone } from '@/components/resume-input/file-drop-zone';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { AtsCheck } from '../hooks/use-ats-check';
import { prepareEngine } from '../lib/load-engine';
import { PrivacyNote } from './privacy-note';
import { ReadingProgress } from './reading-progress';
import { ToolCard } from './tool-card';

// Shown once a file was checked (the engine has loaded by then): not part of the page's first load.
const AtsReportView = lazy(async () => ({ default: (await import('./ats-report-view')).AtsReportView }));

/** "ATS Resume Checker": drop a file, watch it being read, then the report. */
export function AtsCheckerSection({ checker }: { checker: AtsCheck }) {
  const id = useId();
  const { state, check, reset } = checker;
  // After "Check another resume" the button is gone: focus goes to the drop zone's Browse button.
  const body = useRef<HTMLDivElement>(null);
  const wasDone = useRef(false);
  useEffect(() => {
    if (wasDone.current && state.status === 'idle') body.current?.querySelector('button')?.focus();
    wasDone.current = state.status === 'done';
  }, [state.status]);
  return (
    <ToolCard
      id={`${id}-title`}
      title="ATS Resume Checker"
      description="See your resume the way an applicant tracking system reads it, and what makes it harder to read."
    >
      {state.status === 'done' ? (
        <Suspense fallback={<Spinner label="Loading the report" />}>
          <AtsReportView fileName={state.fileName} report={state.report} onReset={reset} />
        </Suspense>
      ) : (
        // Reaching for the drop zone starts fetching the checker's engine.
        <div
          ref={body}
          onFocus={prepareEngine}
          onPointerEnter={prepareEngine}
          className="flex flex-col gap-4"
        >
          <PrivacyNote />
          {state.status === 'error' && <Alert title="We could not check this file">{state.message}</Alert>}
          {state.status === 'reading' ? (
            <ReadingProgress fileName={state.fileName} progress={state.progress} />
          ) : (
            <FileDropZone onFile={(f) => void check(f)} hintId={`${id}-hint`} />
          )}
        </div>
      )}
    </ToolCard>
  );
}
