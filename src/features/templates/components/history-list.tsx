import { Download } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { formatHistoryTime } from '@/components/usage/format-history-time';
import { HistoryList as LiveHistoryList } from '@/components/usage/history-list';
import { HISTORY_PREVIEW_COUNT } from '@/domain/templates/contract';
import type { LiveList } from '@/components/usage/history-list';
import type { ProcessedTemplateEntry } from '@/domain/history-record';

export const HISTORY_EMPTY = 'No templates generated yet';

export type LiveHistory = LiveList<ProcessedTemplateEntry>;

const STATUS_STYLE = {
  processing: ['Processing', 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200'],
  failed: ['Failed', 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200'],
} as const;

function HistoryItem({ entry, onDownloaded }: { entry: ProcessedTemplateEntry; onDownloaded: () => void }) {
  const done = entry.status === 'completed' && entry.downloadUrl;
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="history-entry">
      <div className="min-w-0">
        <p className="font-medium break-words">{entry.templateName}</p>
        <time
          dateTime={entry.processedAt?.toISOString()}
          className="text-xs text-slate-500 dark:text-slate-400"
        >
          {formatHistoryTime(entry.processedAt)}
        </time>
      </div>
      {done ? (
        <a
          href={entry.downloadUrl!}
          target="_blank"
          rel="noopener noreferrer"
          download
          onClick={onDownloaded}
          aria-label={`Download ${entry.templateName}`}
          className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-indigo-600 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400 dark:hover:bg-slate-800"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download
        </a>
      ) : entry.status !== 'completed' ? (
        <span
          className={cn(
            'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
            STATUS_STYLE[entry.status][1],
          )}
        >
          {STATUS_STYLE[entry.status][0]}
        </span>
      ) : null}
    </li>
  );
}

/** The newest three generations, then More / Show Less. */
export function HistoryList({ history, onDownloaded }: { history: LiveHistory; onDownloaded: () => void }) {
  return (
    <LiveHistoryList
      history={history}
      listId="template-history"
      preview={HISTORY_PREVIEW_COUNT}
      emptyText={HISTORY_EMPTY}
      lessLabel="Show Less"
      renderItem={(e) => <HistoryItem entry={e} onDownloaded={onDownloaded} />}
    />
  );
}
