import type { ReactNode } from 'react';

/** The side panel: Daily Usage (`usage`) above History (`history`). */
export function UsageHistoryPanel({
  titleId,
  usage,
  history,
}: {
  titleId: string;
  usage: ReactNode;
  history: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          Daily Usage
        </h2>
        {usage}
      </div>
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">History</h2>
        {history}
      </div>
    </section>
  );
}
