import { useState } from 'react';
import { Download } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import type { LiveHistory } from '../hooks/use-live-history';
import { formatHistoryDate, type HistoryEntry } from '../lib/history-entry';
import { StatusBadge } from './status-badge';

/** Spec 1 section 9: 3 entries, then a More toggle. */
export const HISTORY_PREVIEW = 3;

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="flex flex-col gap-1.5 py-3" data-testid="history-entry">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{entry.jobTitle}</p>
        <StatusBadge status={entry.status} />
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
        <time dateTime={entry.processedAt?.toISOString()}>{formatHistoryDate(entry.processedAt)}</time>
        {entry.downloadUrl && (
          <a
            href={entry.downloadUrl}
            target="_blank"
            rel="noopener noreferrer"
            download
            aria-label={`Download resume for ${entry.jobTitle}`}
            className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm font-medium text-indigo-600 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400 dark:hover:bg-slate-800"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download
          </a>
        )}
      </div>
      {entry.status === 'failed' && (
        <p className="text-xs text-red-700 dark:text-red-300">
          {entry.failureReason ?? 'This resume could not be created.'}
        </p>
      )}
    </li>
  );
}

export function HistoryList({ history }: { history: LiveHistory }) {
  const [expanded, setExpanded] = useState(false);
  if (history.status === 'loading') return <Spinner label="Loading your history" />;
  if (history.status === 'error') {
    return <p className="text-sm text-red-600 dark:text-red-400">Your history could not be loaded.</p>;
  }
  const { entries } = history;
  if (entries.length === 0) {
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">
        No resumes yet. Your enhanced resumes will appear here.
      </p>
    );
  }
  const shown = expanded ? entries : entries.slice(0, HISTORY_PREVIEW);
  return (
    <div className="flex flex-col">
      <ul id="magic-cv-history" className="divide-y divide-slate-200 dark:divide-slate-800">
        {shown.map((e) => (
          <HistoryItem key={e.id} entry={e} />
        ))}
      </ul>
      {entries.length > HISTORY_PREVIEW && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="magic-cv-history"
          onClick={() => setExpanded((v) => !v)}
          className="self-start rounded-md px-2 py-1 text-sm font-medium text-indigo-600 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400 dark:hover:bg-slate-800"
        >
          {expanded ? 'Less' : 'More'}
        </button>
      )}
    </div>
  );
}
