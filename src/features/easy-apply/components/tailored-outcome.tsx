import { Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { useRevision } from '@/components/changes/use-revision';
import { WhatWeChanged } from '@/components/changes/what-we-changed';
import type { TailorResumeResult } from '@/domain/magic-cv/contract';
import type { ReviseTailoredResult } from '@/domain/magic-cv/revision-contract';

/**
 * A job's tailored resume on its card: the download, and "What we changed" (issue 39 item 4) as on
 * Magic CV's result, each change undoable before downloading; the download follows the undo.
 */
export function TailoredOutcome({
  result,
  onRevised,
}: {
  result: TailorResumeResult;
  onRevised: (revised: ReviseTailoredResult) => void;
}) {
  const revising = useRevision(result.recordId, onRevised);
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success" title="Your tailored resume is ready!">
        <a
          href={result.downloadUrl}
          target="_blank"
          rel="noopener noreferrer"
          download
          className="mt-1 inline-flex items-center gap-1 font-semibold underline underline-offset-2"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download Tailored Resume
        </a>
      </Alert>
      <WhatWeChanged
        before={result.scoreBefore.score}
        after={result.scoreAfter.score}
        changes={result.changes}
        revising={revising}
      />
    </div>
  );
}
