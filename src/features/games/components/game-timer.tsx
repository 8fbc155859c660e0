import { Timer } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { formatClock, timeAnnouncement } from '../lib/announce';

/**
 * A visible countdown (not live: it would speak every second) plus a polite live region that
 * announces the thresholds only.
 */
export function GameTimer({
  secondsLeft,
  total,
  thresholds,
}: {
  secondsLeft: number;
  total: number;
  thresholds: readonly number[];
}) {
  const low = secondsLeft <= 10;
  return (
    <div className="flex min-w-24 flex-col gap-1">
      <div
        role="timer"
        aria-live="off"
        aria-label="Time left"
        className={cn(
          'flex items-center gap-1 text-sm font-semibold tabular-nums',
          low ? 'text-red-600 dark:text-red-400' : 'text-slate-700 dark:text-slate-200',
        )}
      >
        <Timer aria-hidden="true" className="h-4 w-4" />
        {formatClock(secondsLeft)}
      </div>
      <div aria-hidden="true" className="h-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div
          className={cn('h-full transition-[width] duration-1000', low ? 'bg-red-500' : 'bg-indigo-500')}
          style={{ width: `${(100 * Math.max(0, secondsLeft)) / total}%` }}
        />
      </div>
      <span className="sr-only" aria-live="polite">
        {timeAnnouncement(secondsLeft, thresholds)}
      </span>
    </div>
  );
}
