import { Search } from 'lucide-react';
import { PLAN_IDS } from '@/domain/user';
import {
  SORT_FIELDS,
  type SortDirection,
  type SortField,
  type UserListOptions,
} from '@/domain/admin/user-list';
import { SelectField } from '@/components/ui/select-field';

const ALL = '';
const planOptions = [{ value: ALL, label: 'All Plans' }, ...PLAN_IDS.map((p) => ({ value: p, label: p }))];
const directionOptions = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

/** Search box, sort field and direction, plan filter; stacks on a phone. */
export function UsersToolbar({
  search,
  onSearch,
  options,
  onOptions,
  searching,
}: {
  search: string;
  onSearch: (text: string) => void;
  options: UserListOptions;
  onOptions: (next: UserListOptions) => void;
  /** Search results are ranked, not sorted: the sort controls rest meanwhile. */
  searching: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="admin-user-search" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Search users
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id="admin-user-search"
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder="Name or email (at least 2 characters)"
            autoComplete="off"
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-indigo-500 sm:text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        <SelectField
          compact
          label="Sort by"
          value={options.sortBy}
          options={SORT_FIELDS}
          disabled={searching}
          onValueChange={(v) => onOptions({ ...options, sortBy: v as SortField })}
        />
        <SelectField
          compact
          label="Order"
          value={options.direction}
          options={directionOptions}
          disabled={searching}
          onValueChange={(v) => onOptions({ ...options, direction: v as SortDirection })}
        />
        <SelectField
          compact
          label="Plan"
          value={options.planId ?? ALL}
          options={planOptions}
          onValueChange={(v) => onOptions({ ...options, planId: v === ALL ? null : v })}
        />
      </div>
    </div>
  );
}
