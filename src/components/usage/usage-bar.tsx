import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { usagePercent, usageTone, type UsageTone } from './usage-tone';

export interface DailyUsageCount {
  used: number;
  /** null: unlimited. */
  limit: number | null;
}

const BAR: Record<UsageTone, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
};

/**
 * Today's generations against the daily limit (used/max). `label` names the count and the
 * progress bar (through `labelId`); `limitReached` is shown once the limit is used up.
 */
export function UsageBar({
  query,
  labelId,
  label,
  limitReached,
}: {
  query: UseQueryResult<DailyUsageCount>;
  labelId: string;
  label: ReactNode;
  limitReached?: ReactNode;
}) {
  if (query.isPending) return <Spinner label="Loading today's usage" />;
  if (query.isError) {
    return <p className="text-sm text-red-600 dark:text-red-400">Today&apos;s usage could not be loaded.</p>;
  }
  const { used, limit } = query.data;
  const tone = usageTone(used, limit);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium text-slate-700 dark:text-slate-200">
          {label}
        </span>
        <span className="font-semibold" data-testid="usage-count">
          {limit === null ? `${used} · Unlimited` : `${used}/${limit}`}
        </span>
      </div>
      {limit !== null && (
        <div
          role="progressbar"
          aria-labelledby={labelId}
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
      {limit !== null && used >= limit && limitReached && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{limitReached}</p>
      )}
    </div>
  );
}
