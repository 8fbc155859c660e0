import { useId } from 'react';
import { Undo2, Redo2 } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { CHANGE_KIND_LABELS, type ResumeChange } from '@/domain/resume/changes/change-schema';
import { effectText, explainScore } from '@/domain/resume/changes/explain';
import type { Revising } from './use-revision';
import { ChangePanes } from './change-panes';

const KIND_TONES: Record<ResumeChange['kind'], string> = {
  summary: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200',
  moved: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
  reworded: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  added: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
};

/**
 * "What we changed" (issue 39 item 4): each change tailoring made, marked by kind, with the person's
 * own lines beside the tailored ones and the points it gives the match score; any change can be
 * undone (and the undo taken back) before downloading, and the download follows.
 */
export function WhatWeChanged({
  before,
  after,
  changes,
  revising,
}: {
  before: number;
  after: number;
  changes: readonly ResumeChange[];
  revising: Revising;
}) {
  const { undone, pending, toggle, message } = revising;
  const titleId = useId();
  const kept = changes.filter((c) => !undone.has(c.id));
  return (
    <section aria-labelledby={titleId} aria-busy={pending !== null} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
        What we changed
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="score-explained">
        {explainScore(before, after, kept)}
      </p>
      {changes.length > 0 && (
        <ol className="flex flex-col gap-3">
          {changes.map((change) => {
            const isUndone = undone.has(change.id);
            const label = `${CHANGE_KIND_LABELS[change.kind]}: ${change.where}`;
            return (
              <li
                key={change.id}
                data-testid="resume-change"
                data-undone={isUndone || undefined}
                aria-label={label}
                className={`rounded-lg border p-3 dark:border-slate-700 ${isUndone ? 'border-dashed border-slate-300 opacity-75' : 'border-slate-200'}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_TONES[change.kind]}`}
                  >
                    {CHANGE_KIND_LABELS[change.kind]}
                  </span>
                  <span className="text-sm font-medium text-slate-800 dark:text-slate-100">
                    {change.where}
                  </span>
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {isUndone ? 'Undone' : effectText(change.effect)}
                  </span>
                  <button
                    type="button"
                    className={buttonClass('outline', 'sm', 'ml-auto')}
                    disabled={pending !== null}
                    aria-label={`${isUndone ? 'Restore' : 'Undo'} ${label}`}
                    onClick={() => void toggle(change.id)}
                  >
                    {isUndone ? (
                      <Redo2 aria-hidden="true" className="h-4 w-4" />
                    ) : (
                      <Undo2 aria-hidden="true" className="h-4 w-4" />
                    )}
                    {pending === change.id ? 'Updating…' : isUndone ? 'Restore' : 'Undo'}
                  </button>
                </div>
                <ChangePanes change={change} />
              </li>
            );
          })}
        </ol>
      )}
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={
            message.tone === 'error'
              ? 'text-sm text-red-700 dark:text-red-300'
              : 'text-sm text-emerald-800 dark:text-emerald-200'
          }
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
