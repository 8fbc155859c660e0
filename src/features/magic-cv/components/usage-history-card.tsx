import type { UseQueryResult } from '@tanstack/react-query';
import { UsageBar } from '@/components/usage/usage-bar';
import { UsageHistoryPanel } from '@/components/usage/usage-history-panel';
import type { DailyUsage } from '@/domain/daily-usage';
import { HistoryList, type LiveHistory } from './history-list';

export function UsageHistoryCard({
  usage,
  history,
}: {
  usage: UseQueryResult<DailyUsage>;
  history: LiveHistory;
}) {
  return (
    <UsageHistoryPanel
      titleId="magic-cv-usage-title"
      usage={
        <UsageBar
          query={usage}
          labelId="magic-cv-usage-label"
          label="Resumes enhanced today"
          limitReached="You have used today's free resumes. The count resets at midnight."
        />
      }
      history={<HistoryList history={history} />}
    />
  );
}
