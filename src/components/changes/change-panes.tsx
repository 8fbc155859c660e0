import type { ReactNode } from 'react';
import type { ResumeChange } from '@/domain/resume/changes/change-schema';

const mark = 'rounded bg-yellow-100 px-0.5 text-slate-900 dark:bg-yellow-900/60 dark:text-yellow-50';

function Pane({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {title}
      </p>
      <div className="text-sm break-words text-slate-800 dark:text-slate-200">{children}</div>
    </div>
  );
}

/** A list's lines; with `marked`, those standing higher than in `other` (the ones tailoring put forward) are marked. */
function Lines({
  lines,
  other,
  marked,
}: {
  lines: readonly string[];
  other: readonly string[];
  marked: boolean;
}) {
  return (
    <ol className="list-decimal space-y-0.5 pl-5">
      {lines.map((line, i) => {
        const moved = marked && other.indexOf(line) > i;
        return (
          <li key={`${i}:${line}`}>
            {moved ? <mark className={mark}>{line}</mark> : line}
            {moved && <span className="sr-only"> (moved up)</span>}
          </li>
        );
      })}
    </ol>
  );
}

const none = <span className="text-slate-500 italic dark:text-slate-400">Not in your resume</span>;

/** The person's own lines beside the tailored ones, for one change, with what changed marked. */
export function ChangePanes({ change }: { change: ResumeChange }) {
  let original: ReactNode;
  let tailored: ReactNode;
  if (change.kind === 'moved') {
    original = <Lines lines={change.before} other={change.after} marked={false} />;
    tailored = <Lines lines={change.after} other={change.before} marked />;
  } else if (change.kind === 'added') {
    original = none;
    tailored = <mark className={mark}>{change.after}</mark>;
  } else {
    original = change.before ?? none;
    tailored = change.after ? <mark className={mark}>{change.after}</mark> : none;
  }
  return (
    <div className="mt-2 grid gap-3 sm:grid-cols-2">
      <Pane title="Your resume">{original}</Pane>
      <Pane title="Tailored">{tailored}</Pane>
    </div>
  );
}
