import { Download } from 'lucide-react';
import { formatHistoryTime } from '@/components/usage/format-history-time';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';
import { useLiveHistory } from '@/components/usage/use-live-history';
import { PROCESSED_RESUMES } from '@/domain/magic-cv/contract';
import {
  EASY_APPLY_RECORDS,
  STATUS_LABEL,
  toEasyApplyRow,
  type EasyApplyHistoryRow,
} from '../lib/history-row';

export const HISTORY_COLUMNS = ['Job Title', 'Date Processed', 'Status', 'Resume'] as const;

const STATUS_CLASS: Record<EasyApplyHistoryRow['status'], string> = {
  processing: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
};

function Row({ row }: { row: EasyApplyHistoryRow }) {
  return (
    <tr data-testid="easy-apply-history-row" className="align-top">
      <td className="px-3 py-2">
        <span className="font-medium text-slate-900 dark:text-white">{row.jobTitle}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">{row.companyName}</span>
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-600 dark:text-slate-300">
        {formatHistoryTime(row.processedAt)}
      </td>
      <td className="px-3 py-2">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_CLASS[row.status])}>
          {STATUS_LABEL[row.status]}
        </span>
      </td>
      <td className="px-3 py-2">
        {row.status === 'completed' && row.downloadUrl ? (
          <a
            href={row.downloadUrl}
            target="_blank"
            rel="noopener noreferrer"
            download
            aria-label={`Download resume for ${row.jobTitle} at ${row.companyName}`}
            className="inline-flex items-center gap-1 rounded font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download
          </a>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </td>
    </tr>
  );
}

/** The newest Easy Apply records listed. */
const HISTORY_LIMIT = 50;

function HistoryBody({ uid }: { uid: string }) {
  const history = useLiveHistory({
    collection: PROCESSED_RESUMES,
    uid,
    limit: HISTORY_LIMIT,
    where: EASY_APPLY_RECORDS,
    read: toEasyApplyRow,
  });
  if (history.status === 'loading') return <Spinner label="Loading history" />;
  if (history.status === 'error') {
    return <p className="text-sm text-red-600 dark:text-red-400">Your history could not be loaded.</p>;
  }
  if (history.entries.length === 0) {
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400">
        No tailored resumes yet. They will appear here.
      </p>
    );
  }
  return (
    <div className="-mx-5 overflow-x-auto px-5">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <tr>
            {HISTORY_COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {history.entries.map((r) => (
            <Row key={r.id} row={r} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The History modal: the user's Easy Apply records, live, newest first. */
export function HistoryDialog({ uid, open, onClose }: { uid: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="History" className="sm:max-w-2xl">
      {open && <HistoryBody uid={uid} />}
    </Dialog>
  );
}
