import { Download } from 'lucide-react';
import { formatHistoryTime } from '@/components/usage/format-history-time';
import { HistoryList as LiveHistoryList } from '@/components/usage/history-list';
import type { LiveList } from '@/components/usage/history-list';
import type { ProcessedResumeEntry } from '@/domain/history-record';
import { StatusBadge } from './status-badge';

/** docs/product-rules.md 3.5: 3 entries, then a More toggle. */
export const HISTORY_PREVIEW = 3;

export type LiveHistory = LiveList<ProcessedResumeEntry>;

function HistoryItem({ entry }: { entry: ProcessedResumeEntry }) {
  return (
    <li className="flex flex-col gap-1.5 py-3" data-testid="history-entry">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{entry.jobTitle}</p>
        <StatusBadge status={entry.status} />
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
        <time dateTime={entry.processedAt?.toISOString()}>{formatHistoryTime(entry.processedAt)}</time>
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
  return (
    <LiveHistoryList
      history={history}
      listId="magic-cv-history"
      preview={HISTORY_PREVIEW}
      emptyText="No resumes yet. Your enhanced resumes will appear here."
      lessLabel="Less"
      renderItem={(e) => <HistoryItem entry={e} />}
    />
  );
}
