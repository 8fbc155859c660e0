import type { UseQueryResult } from '@tanstack/react-query';
import { UsageBar } from '@/components/usage/usage-bar';
import { UsageHistoryPanel } from '@/components/usage/usage-history-panel';
import type { DailyUsage } from '@/domain/daily-usage';
import { HistoryList, type LiveHistory } from './history-list';

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
    <UsageHistoryPanel
      titleId="template-usage-title"
      usage={<UsageBar query={usage} labelId="template-usage-label" label="Templates generated today" />}
      history={<HistoryList history={history} onDownloaded={onDownloaded} />}
    />
  );
}
