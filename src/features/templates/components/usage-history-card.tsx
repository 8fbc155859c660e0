import type { UseQueryResult } from '@tanstack/react-query';
import type { DailyUsage } from '../api/get-daily-usage';
import type { LiveHistory } from '../hooks/use-live-history';
import { HistoryList } from './history-list';
import { UsageBar } from './usage-bar';

/** The side panel: Daily Usage and History. */
export function UsageHistoryCard({
  usage,
  history,
  onDownloaded,
}: {
  usage: UseQueryResult<DailyUsage>;
  history: LiveHistory;
  onDownloaded: () => void;
}) {
  return (
    <section
      aria-labelledby="template-usage-title"
      className="flex flex-col gap-5 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-3">
        <h2 id="template-usage-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Daily Usage
        </h2>
        <UsageBar query={usage} />
      </div>
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">History</h2>
        <HistoryList history={history} onDownloaded={onDownloaded} />
      </div>
    </section>
  );
}
