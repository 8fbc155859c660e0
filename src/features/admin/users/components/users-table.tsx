import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import type { SortField, UserListOptions } from '@/domain/admin/user-list';
import { displayName, formatDate, formatLastLogin, type UserRow } from '../lib/user-row';

type Column = { label: string; sort?: SortField };
const columns: Column[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Email', sort: 'email' },
  { label: 'Plan' },
  { label: 'Status' },
  { label: 'Created', sort: 'createdAt' },
  { label: 'Last Login', sort: 'lastLogin' },
];

/** A sortable column's header: a button that sorts by it, with an arrow while it is active. */
function SortLabel({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: UserListOptions | null;
  onSort: (field: SortField) => void;
}) {
  if (!column.sort || !sort) return column.label;
  const Arrow = sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(column.sort!)}
      className="inline-flex items-center gap-1 rounded uppercase hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-indigo-300"
    >
      {column.label}
      {column.sort === sort.sortBy && <Arrow aria-hidden="true" className="h-3 w-3" />}
    </button>
  );
}

function headerColumns(sort: UserListOptions | null, onSort: (field: SortField) => void): DataColumn[] {
  const sorted = columns.map((c): DataColumn => ({
    key: c.label,
    label: <SortLabel column={c} sort={sort} onSort={onSort} />,
    ariaSort:
      sort && c.sort === sort.sortBy ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined,
  }));
  return [...sorted, { key: 'Actions', label: 'Actions', className: 'text-right' }];
}

/**
 * The users, one row each. On a phone the table scrolls sideways inside its frame; the name
 * column stays first so a row can still be recognised.
 */
export function UsersTable({
  rows,
  sort,
  onSort,
  onEdit,
  onDelete,
}: {
  rows: UserRow[];
  /** Null while showing search results (ranked, not sorted). */
  sort: UserListOptions | null;
  onSort: (field: SortField) => void;
  onEdit: (row: UserRow) => void;
  onDelete: (row: UserRow) => void;
}) {
  return (
    <DataTable columns={headerColumns(sort, onSort)} minWidth="min-w-[56rem]">
      {rows.map((row) => (
        <tr key={row.id} className="text-slate-800 dark:text-slate-100">
          <td className="px-3 py-2 font-medium">
            <span className={row.name ? undefined : 'text-slate-500 italic dark:text-slate-400'}>
              {displayName(row)}
            </span>
          </td>
          <td className="px-3 py-2 break-all">{row.email || 'N/A'}</td>
          <td className="px-3 py-2">
            <Badge tone={row.planId === 'free' ? 'neutral' : 'pro'}>{row.planId}</Badge>
          </td>
          <td className="px-3 py-2">
            <Badge tone={row.status === 'active' ? 'success' : 'neutral'}>{row.status}</Badge>
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.createdAt)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatLastLogin(row.lastLogin)}</td>
          <td className="px-3 py-2">
            <div className="flex justify-end gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onEdit(row)}
                aria-label={`View/Edit ${displayName(row)}`}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
                View/Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onDelete(row)}
                aria-label={`Delete ${displayName(row)}`}
                className="text-red-600 dark:text-red-400"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
