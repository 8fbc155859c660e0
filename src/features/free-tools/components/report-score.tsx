import { scoreLabel } from '@/domain/resume/ats-check/check-resume';
import { cn } from '@/components/ui/cn';

const tone = (score: number): string =>
  score >= 75
    ? 'text-emerald-600 dark:text-emerald-400'
    : score >= 50
      ? 'text-amber-600 dark:text-amber-400'
      : 'text-red-600 dark:text-red-400';

const bar = (score: number): string =>
  score >= 75 ? 'bg-emerald-500' : score >= 50 ? 'bg-amber-500' : 'bg-red-500';

/** The parseability score as a big number, its word, and a bar. */
export function ReportScore({ score }: { score: number }) {
  const label = scoreLabel(score);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">Parseability score</h3>
      <p className="flex items-baseline gap-2" data-testid="parseability-score">
        <span className={cn('text-5xl font-bold tabular-nums', tone(score))}>{score}</span>
        <span className="text-lg text-slate-500 dark:text-slate-400">/ 100</span>
        <span className={cn('ml-1 text-lg font-semibold', tone(score))}>{label}</span>
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div className={cn('h-full rounded-full', bar(score))} style={{ width: `${score}%` }} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        How much of your resume an applicant tracking system reads as you meant it.
      </p>
    </div>
  );
}
