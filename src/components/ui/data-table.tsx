import type { AriaAttributes, ReactNode } from 'react';
import { cn } from './cn';

export interface DataColumn {
  key: string;
  /** The header content; its text is the column's accessible name. */
  label: ReactNode;
  className?: string;
  ariaSort?: AriaAttributes['aria-sort'];
}

/** Plain text columns, keyed by their label. */
export function labelColumns(labels: readonly string[]): DataColumn[] {
  return labels.map((label) => ({ key: label, label }));
}

/**
 * The frame shared by the admin tables: a bordered box that scrolls sideways on a phone, one
 * header row of column names, and the caller's body rows as children.
 */
export function DataTable({
  columns,
  minWidth,
  caption,
  bodyClassName,
  children,
}: {
  columns: readonly DataColumn[];
  /** A Tailwind min-width class; below it the table scrolls inside its frame. */
  minWidth: string;
  caption?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className={cn('w-full text-left text-sm', minWidth)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={c.ariaSort}
                className={cn('px-3 py-2 font-semibold whitespace-nowrap', c.className)}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn('divide-y divide-slate-200 dark:divide-slate-800', bodyClassName)}>
          {children}
        </tbody>
      </table>
    </div>
  );
}
