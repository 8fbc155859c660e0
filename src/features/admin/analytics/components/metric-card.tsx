import type { ReactNode } from 'react';

export interface Metric {
  label: string;
  value: string;
  /** A second line, e.g. the change against the previous period. */
  hint?: string;
}

/** One of the three metric cards (User, Usage, Revenue). */
export function MetricCard({ title, icon, metrics }: { title: string; icon: ReactNode; metrics: Metric[] }) {
  return (
    <article
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <span aria-hidden="true" className="text-indigo-500">
          {icon}
        </span>
        {title}
      </h3>
      <dl className="grid grid-cols-2 gap-3">
        {metrics.map((m) => (
          <div key={m.label} className="min-w-0">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{m.label}</dt>
            <dd className="truncate text-lg font-bold text-slate-900 dark:text-white">{m.value}</dd>
            {m.hint && <dd className="text-xs text-slate-500 dark:text-slate-400">{m.hint}</dd>}
          </div>
        ))}
      </dl>
    </article>
  );
}
