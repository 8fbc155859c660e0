import { Fragment, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** A live list as a listener delivers it. */
export type LiveList<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: T[] };

/**
 * A live history: loading and error states, an empty text, the first `preview` entries and then
 * a More / `lessLabel` toggle. Each feature renders its own items (`<li>`).
 */
export function HistoryList<T extends { id: string }>({
  history,
  listId,
  preview,
  emptyText,
  lessLabel,
  renderItem,
}: {
  history: LiveList<T>;
  listId: string;
  preview: number;
  emptyText: string;
  lessLabel: string;
  renderItem: (entry: T) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  if (history.status === 'loading') return <Spinner label="Loading your history" />;
  if (history.status === 'error') {
    return <p className="text-sm text-red-600 dark:text-red-400">Your history could not be loaded.</p>;
  }
  const { entries } = history;
  if (entries.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>;
  }
  const shown = expanded ? entries : entries.slice(0, preview);
  return (
    <div className="flex flex-col">
      <ul id={listId} className="divide-y divide-slate-200 dark:divide-slate-800">
        {shown.map((entry) => (
          <Fragment key={entry.id}>{renderItem(entry)}</Fragment>
        ))}
      </ul>
      {entries.length > preview && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
          className="self-start rounded-md px-2 py-1 text-sm font-medium text-indigo-600 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400 dark:hover:bg-slate-800"
        >
          {expanded ? lessLabel : 'More'}
        </button>
      )}
    </div>
  );
}
