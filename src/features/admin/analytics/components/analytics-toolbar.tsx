import { useId } from 'react';
import { Download, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@/domain/admin/metrics';
import { cn } from '@/components/ui/cn';

/** Period selector (Last 7, 30, 90 days), refresh, and Export Report. */
export function AnalyticsToolbar({
  days,
  onDaysChange,
  onRefresh,
  refreshing,
  onExport,
  canExport,
}: {
  days: AnalyticsPeriod;
  onDaysChange: (days: AnalyticsPeriod) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onExport: () => void;
  canExport: boolean;
}) {
  const selectId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-xs font-medium text-slate-600 dark:text-slate-300">
          Period
        </label>
        <select
          id={selectId}
          value={days}
          onChange={(e) => onDaysChange(Number(e.target.value) as AnalyticsPeriod)}
          className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        >
          {ANALYTICS_PERIODS.map((d) => (
            <option key={d} value={d}>
              Last {d} days
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing || undefined}>
        <RefreshCw aria-hidden="true" className={cn('h-4 w-4', refreshing && 'animate-spin')} />
        {refreshing ? 'Refreshing...' : 'Refresh'}
      </Button>
      <Button onClick={onExport} disabled={!canExport}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Export Report
      </Button>
    </div>
  );
}
