import { ScoreReasons } from '@/components/match/score-reasons';
import type { MatchScore } from '@/domain/resume/types';

function Chips({ items, tone }: { items: string[]; tone: 'match' | 'miss' }) {
  if (items.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">None</p>;
  const cls =
    tone === 'match'
      ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200'
      : 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100';
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((k) => (
        <li key={k} className={`rounded-full px-2 py-0.5 text-xs font-medium ${cls}`}>
          {k}
        </li>
      ))}
    </ul>
  );
}

const heading = 'mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-100';

/** The ATS match before and after tailoring, and what the resume still cannot show. */
export function ScoreSummary({ before, after }: { before: MatchScore; after: MatchScore }) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">ATS match score</p>
        <p
          className="text-2xl font-bold text-slate-900 dark:text-white"
          aria-label={`ATS match score: ${before.score}% before, ${after.score}% after`}
          data-testid="ats-score"
        >
          {before.score}% <span aria-hidden="true">→</span> {after.score}%
        </p>
        <ScoreReasons score={after} className="mt-2" />
      </div>
      <div>
        <h3 className={heading}>Matched keywords</h3>
        <Chips items={after.matched} tone="match" />
      </div>
      <div>
        <h3 className={heading}>Missing keywords</h3>
        <Chips items={after.missing} tone="miss" />
      </div>
      {after.unbacked.length > 0 && (
        <div>
          <h3 className={heading}>Requirements your resume does not show</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {after.unbacked.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
