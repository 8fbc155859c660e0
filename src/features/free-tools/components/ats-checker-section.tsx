import { useEffect, useId, useRef } from 'react';
import { FileDropZone } from '@/components/resume-input/file-drop-zone';
import { Alert } from '@/components/ui/alert';
import type { AtsCheck } from '../hooks/use-ats-check';
import { AtsReportView } from './ats-report-view';
import { PrivacyNote } from './privacy-note';
import { ReadingProgress } from './reading-progress';
import { ToolCard } from './tool-card';

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
        <AtsReportView fileName={state.fileName} report={state.report} onReset={reset} />
      ) : (
        <div ref={body} className="flex flex-col gap-4">
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
