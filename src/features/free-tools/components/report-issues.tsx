import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { AtsIssue } from '@/domain/resume/ats-check/types';

/** The reasons that lower the score, largest penalty first (the report's order). */
export function ReportIssues({ issues }: { issues: AtsIssue[] }) {
  return (
    <div>
      <h3 className="mb-2 text-base font-semibold text-slate-900 dark:text-white">What lowers your score</h3>
      {issues.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-300">
          <CircleCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
          Nothing: a machine reads this file cleanly.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="ats-issues">
          {issues.map((issue) => (
            <li
              key={issue.id}
              className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 dark:border-amber-900 dark:bg-amber-950/40"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline justify-between gap-x-2 font-medium text-slate-900 dark:text-slate-100">
                  <span>{issue.title}</span>
                  <span className="text-sm tabular-nums text-amber-700 dark:text-amber-300">
                    −{issue.penalty} points
                  </span>
                </p>
                <p className="text-sm break-words text-slate-700 dark:text-slate-300">{issue.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
