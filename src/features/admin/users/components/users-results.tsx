import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import type { SearchState } from '../hooks/use-user-search';
import type { useUserList } from '../hooks/use-user-list';
import type { SortField, UserListOptions } from '@/domain/admin/user-list';
import type { UserRow } from '../lib/user-row';
import { UsersTable } from './users-table';

const note =
  'rounded-xl border border-slate-200 bg-white p-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className={`${note} flex items-center justify-center gap-2`}>
      <ButtonSpinner />
      {label}
    </div>
  );
}

interface RowActions {
  onEdit: (row: UserRow) => void;
  onDelete: (row: UserRow) => void;
}

/** Search mode: the counters of docs/product-rules.md 15.3 above the ranked rows (plan filter applied here). */
export function SearchResults({
  search,
  planId,
  ...actions
}: { search: SearchState; planId: string | null } & RowActions) {
  if (search.kind === 'searching') return <Loading label="Searching users..." />;
  if (search.kind === 'error') return <Alert>Failed to search users. Please try again.</Alert>;
  if (search.kind !== 'done') return null;
  const rows = planId ? search.rows.filter((r) => r.planId === planId) : search.rows;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {rows.length === 0
          ? `No users found matching ${search.query}`
          : `Found ${rows.length} user(s) matching ${search.query}`}
      </p>
      {rows.length > 0 && <UsersTable rows={rows} sort={null} onSort={() => {}} {...actions} />}
    </div>
  );
}

/** List mode: pages of 10 in the chosen order with 'Load More'. */
export function ListResults({
  list,
  options,
  onSort,
  ...actions
}: {
  list: ReturnType<typeof useUserList>;
  options: UserListOptions;
  onSort: (field: SortField) => void;
} & RowActions) {
  const { query, rows } = list;
  if (query.isPending) return <Loading label="Loading users..." />;
  if (query.isError && rows.length === 0) {
    return (
      <Alert>
        Failed to load users.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          Retry
        </button>
      </Alert>
    );
  }
  if (rows.length === 0) return <p className={note}>No users found</p>;
  return (
    <div className="flex flex-col gap-3">
      <UsersTable rows={rows} sort={options} onSort={onSort} {...actions} />
      {query.isFetchNextPageError && <Alert>Failed to load more users. Please try again.</Alert>}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage && <ButtonSpinner />}
          Load More
        </Button>
      )}
    </div>
  );
}
