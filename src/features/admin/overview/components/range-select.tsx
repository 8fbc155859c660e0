import { OVERVIEW_RANGES, type OverviewRange } from '@/domain/admin/overview';
import { cn } from '@/components/ui/cn';

/** 7, 30 or 90 days as a group of toggle buttons (keyboard: Tab and Space/Enter). */
export function RangeSelect({
  value,
  onChange,
}: {
  value: OverviewRange;
  onChange: (r: OverviewRange) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Time range"
      className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {OVERVIEW_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={cn(
            'h-9 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-500',
            value === days
              ? 'bg-indigo-600 text-white'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          Last {days} days
        </button>
      ))}
    </div>
  );
}
