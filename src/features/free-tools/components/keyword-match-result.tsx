import { RequirementList } from '@/components/match/requirement-list';
import { ScoreReasons } from '@/components/match/score-reasons';
import type { JobRequirement } from '@/domain/resume/types';
import type { MatchOutcome } from '../hooks/use-keyword-match';
import { freeToolsMessages } from '../lib/messages';
import { KeywordChips } from './keyword-chips';

const heading = 'mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-100';

/**
 * The match score and why; the job's requirements, required and preferred, each with the resume
 * line that backs it or "I have this"; matched and missing keywords; what the resume cannot back up.
 */
export function KeywordMatchResult({
  outcome,
  onConfirm,
}: {
  outcome: MatchOutcome;
  onConfirm: (requirement: JobRequirement, evidence: string) => void;
}) {
  const { score, job } = outcome;
  const confirmed = new Set(outcome.confirmations.map((c) => c.requirement));
  return (
    <div
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      aria-live="polite"
    >
      <div>
        <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">Match score</h3>
        <p
          className="text-4xl font-bold tabular-nums text-slate-900 dark:text-white"
          data-testid="match-score"
        >
          {score.score}%
        </p>
        {job.title && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            For {job.title}
            {job.company ? ` at ${job.company}` : ''}
          </p>
        )}
        <ScoreReasons score={score} className="mt-2" />
      </div>
      <RequirementList
        title="Required by the job"
        checks={score.checks.filter((c) => c.requirement.required)}
        confirmed={confirmed}
        onConfirm={onConfirm}
      />
      <RequirementList
        title="Preferred (nice to have)"
        checks={score.checks.filter((c) => !c.requirement.required)}
        confirmed={confirmed}
        onConfirm={onConfirm}
      />
      {job.keywords.length === 0 ? (
        <p className="text-sm text-amber-800 dark:text-amber-200">{freeToolsMessages.noKeywords}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className={heading}>Matched keywords ({score.matched.length})</h3>
            <KeywordChips items={score.matched} tone="match" label="Matched keywords" />
          </div>
          <div>
            <h3 className={heading}>Missing keywords ({score.missing.length})</h3>
            <KeywordChips items={score.missing} tone="miss" label="Missing keywords" />
          </div>
        </div>
      )}
      <div>
        <h3 className={heading}>Requirements your resume cannot back up</h3>
        {score.unbacked.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            None: something in your resume backs every requirement we found.
          </p>
        ) : (
          <ul
            aria-label="Requirements your resume cannot back up"
            className="list-disc space-y-1 pl-5 text-sm break-words text-slate-700 dark:text-slate-300"
          >
            {score.unbacked.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
