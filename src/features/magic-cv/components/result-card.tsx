import { Download, FileText } from 'lucide-react';
import { DownloadLink, ResultCard as ResultShell } from '@/components/result/result-card';
import { RequirementList } from '@/components/match/requirement-list';
import type { TailorResumeResult } from '@/domain/magic-cv/contract';
import type { ConfirmRequirements } from '../hooks/use-confirm-requirements';
import type { ReviseTailoredResult } from '@/domain/magic-cv/revision-contract';
import { useRevision } from '@/components/changes/use-revision';
import { WhatWeChanged } from '@/components/changes/what-we-changed';
import { ScoreSummary } from './score-summary';

/**
 * The finished run: downloads, the match score, "What we changed" (each change beside the person's
 * own lines, undoable before downloading), the job's requirements with the line of the person's
 * resume that backs each ("I have this" on a missing one adds it to the saved resume), and anything
 * removed as unsupported.
 */
export function ResultCard({
  result,
  confirm,
  onRevised,
}: {
  result: TailorResumeResult;
  /** Null: the run's resume is not known here, so nothing can be confirmed. */
  confirm: ConfirmRequirements | null;
  /** After an undo: the run as it now stands (new download, score and changes). */
  onRevised: (revised: ReviseTailoredResult) => void;
}) {
  const revising = useRevision(result.recordId, onRevised);
  // What the person's own resume backs: "I have this" adds to that resume, not to the tailored one.
  const checks = result.scoreBefore.checks;
  // Saved first, then added to this run's resume as a change the person can undo.
  const onConfirm = (requirement: Parameters<ConfirmRequirements['confirm']>[0], evidence: string) => {
    void confirm
      ?.confirm(requirement, evidence)
      .then((saved) => (saved ? revising.confirm(requirement.label, evidence) : undefined));
  };
  return (
    <ResultShell titleId="magic-cv-result-title" title="Your tailored resume" subtitle={result.jobTitle}>
      <div className="flex flex-wrap gap-2">
        <DownloadLink href={result.downloadUrl} icon={Download}>
          Download Enhanced Resume
        </DownloadLink>
        {result.coverLetterUrl && (
          <DownloadLink href={result.coverLetterUrl} icon={FileText} variant="outline">
            Download Cover Letter
          </DownloadLink>
        )}
      </div>
      <ScoreSummary before={result.scoreBefore} after={result.scoreAfter} />
      <WhatWeChanged
        before={result.scoreBefore.score}
        after={result.scoreAfter.score}
        changes={result.changes}
        revising={revising}
      />
      {checks.length > 0 && (
        <div className="flex flex-col gap-4" aria-busy={confirm?.saving ?? false}>
          <RequirementList
            title="Required by the job"
            checks={checks.filter((c) => c.requirement.required)}
            confirmed={confirm?.confirmed ?? new Set()}
            onConfirm={onConfirm}
            canConfirm={confirm !== null}
          />
          <RequirementList
            title="Preferred (nice to have)"
            checks={checks.filter((c) => !c.requirement.required)}
            confirmed={confirm?.confirmed ?? new Set()}
            onConfirm={onConfirm}
            canConfirm={confirm !== null}
          />
          {confirm?.message && (
            <p
              role={confirm.message.tone === 'error' ? 'alert' : 'status'}
              className={
                confirm.message.tone === 'error'
                  ? 'text-sm text-red-700 dark:text-red-300'
                  : 'text-sm text-emerald-800 dark:text-emerald-200'
              }
            >
              {confirm.message.text}
            </p>
          )}
        </div>
      )}
      {result.repairReason && (
        <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100">
          {result.repairReason}
        </p>
      )}
      {result.removedFacts.length > 0 && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          <h3 className="font-semibold">Left out because your resume does not contain them</h3>
          <ul className="mt-1 list-disc pl-5">
            {result.removedFacts.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      )}
    </ResultShell>
  );
}
