import { ArrowDownWideNarrow, ArrowUpNarrowWide, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { NOTIFICATION_TYPES } from '@/domain/notifications';
import type { DateOrder, TypeFilter } from '../api/list-notifications';

const FILTERS: { key: TypeFilter; label: string }[] = [
  { key: 'all', label: 'All' },
  ...NOTIFICATION_TYPES.map((t) => ({ key: t, label: t[0]!.toUpperCase() + t.slice(1) })),
];

const chipClass = (active: boolean) =>
  cn(
    'h-9 rounded-full border px-3 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
    active
      ? 'border-indigo-600 bg-indigo-600 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
  );

/** Type filter chips, the date sort toggle and a refresh (docs/product-rules.md 15.9). */
export function NotificationToolbar({
  type,
  onType,
  order,
  onOrder,
  onRefresh,
  refreshing,
}: {
  type: TypeFilter;
  onType: (t: TypeFilter) => void;
  order: DateOrder;
  onOrder: (o: DateOrder) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const SortIcon = order === 'desc' ? ArrowDownWideNarrow : ArrowUpNarrowWide;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div role="group" aria-label="Filter by type" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.key}
            type="button"
            aria-pressed={type === f.key}
            onClick={() => onType(f.key)}
            className={chipClass(type === f.key)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onOrder(order === 'desc' ? 'asc' : 'desc')}
          title="Toggle date order"
        >
          <SortIcon aria-hidden="true" className="h-4 w-4" />
          {order === 'desc' ? 'Newest first' : 'Oldest first'}
        </Button>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing} aria-label="Refresh">
          <RefreshCw aria-hidden="true" className={cn('h-4 w-4', refreshing && 'animate-spin')} />
          <span className="hidden sm:inline">Refresh</span>
        </Button>
      </div>
    </div>
  );
}
