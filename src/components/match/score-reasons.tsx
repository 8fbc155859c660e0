import { KEYWORD_TARGET } from '@/domain/resume/match-target';
import type { MatchScore } from '@/domain/resume/types';
import { cn } from '@/components/ui/cn';

/**
 * The explained score (score-match.ts): the keyword match rate against its 80 % target and the
 * reasons behind the fit. Shown wherever a match score is: the free matcher, Magic CV, Easy Apply.
 */
export function ScoreReasons({ score, className }: { score: MatchScore; className?: string }) {
  const reached = score.keywordRate >= KEYWORD_TARGET;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Keyword match rate{' '}
        <strong
          data-testid="keyword-rate"
          className={cn(
            'tabular-nums',
            reached ? 'text-emerald-700 dark:text-emerald-300' : 'text-amber-800 dark:text-amber-200',
          )}
        >
          {score.keywordRate}%
        </strong>{' '}
        <span className="text-slate-500 dark:text-slate-400">(aim for {KEYWORD_TARGET}%)</span>
      </p>
      {score.reasons.length > 0 && (
        <details className="text-sm text-slate-700 dark:text-slate-300">
          <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-100">
            Why this score
          </summary>
          <ul aria-label="Why this score" className="mt-1.5 list-disc space-y-1 pl-5 break-words">
            {score.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
