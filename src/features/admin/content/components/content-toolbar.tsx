import { Plus, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { BlogStatus, BlogType } from '@/domain/blog';
import type { ContentFilters } from '../lib/filter-content';

const TYPE_OPTIONS: [BlogType | 'all', string][] = [
  ['all', 'All Types'],
  ['blog', 'Blog'],
  ['page', 'Page'],
  ['template', 'Template'],
];
const STATUS_OPTIONS: [BlogStatus | 'all', string][] = [
  ['all', 'All Status'],
  ['published', 'Published'],
  ['draft', 'Draft'],
];

export const fieldClass = cn(
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
);

/** docs/product-rules.md 15.5: search by title, type and status filters, Add New. */
export function ContentToolbar({
  filters,
  onChange,
  onAdd,
}: {
  filters: ContentFilters;
  onChange: (next: ContentFilters) => void;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          aria-label="Search by title"
          placeholder="Search by title..."
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
          className={cn(fieldClass, 'w-full pl-9')}
        />
      </div>
      <div className="flex gap-3">
        <select
          aria-label="Filter by type"
          value={filters.type}
          onChange={(e) => onChange({ ...filters, type: e.target.value as ContentFilters['type'] })}
          className={cn(fieldClass, 'flex-1 sm:flex-none')}
        >
          {TYPE_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <select
          aria-label="Filter by status"
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value as ContentFilters['status'] })}
          className={cn(fieldClass, 'flex-1 sm:flex-none')}
        >
          {STATUS_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add New
      </Button>
    </div>
  );
}
