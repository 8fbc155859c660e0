import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import type { DailyUsage } from '../api/get-daily-usage';
import { usagePercent, usageTone, type UsageTone } from '../lib/usage-tone';

const BAR: Record<UsageTone, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
};

/** Today's generations against the daily limit (used/max). */
export function UsageBar({ query }: { query: UseQueryResult<DailyUsage> }) {
  if (query.isPending) return <Spinner label="Loading today's usage" />;
  if (query.isError) {
    return <p className="text-sm text-red-600 dark:text-red-400">Today&apos;s usage could not be loaded.</p>;
  }
  const { used, limit } = query.data;
  const tone = usageTone(used, limit);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id="template-usage-label" className="font-medium text-slate-700 dark:text-slate-200">
          Templates generated today
        </span>
        <span className="font-semibold" data-testid="usage-count">
          {limit === null ? `${used} · Unlimited` : `${used}/${limit}`}
        </span>
      </div>
      {limit !== null && (
        <div
          role="progressbar"
          aria-labelledby="template-usage-label"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={used}
          aria-valuetext={`${used} of ${limit} used`}
          data-tone={tone}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className={cn('h-full rounded-full transition-[width]', BAR[tone])}
            style={{ width: `${usagePercent(used, limit)}%` }}
          />
        </div>
      )}
    </div>
  );
}
