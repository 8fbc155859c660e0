import type { HistoryStatus } from '@/domain/history-record';
import { cn } from '@/components/ui/cn';

const STYLE: Record<HistoryStatus, [string, string]> = {
  processing: ['Processing', 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200'],
  completed: ['Completed', 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200'],
  failed: ['Failed', 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200'],
};

export function StatusBadge({ status }: { status: HistoryStatus }) {
  const [label, cls] = STYLE[status];
  return <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', cls)}>{label}</span>;
}
