import { CircleCheck, FileText, X } from 'lucide-react';
import { ReadProgressBar } from './read-progress-bar';
import type { ResumeFileState } from './use-resume-input';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The chosen file: name, size, reading progress, and a way to remove it. */
export function ChosenFile({
  state,
  confirmed,
  onRemove,
  disabled,
}: {
  state: ResumeFileState;
  confirmed: boolean;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { file } = state;
  const reading = state.status === 'reading';
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex items-center gap-3">
        <FileText aria-hidden="true" className="h-6 w-6 shrink-0 text-indigo-500" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" data-testid="resume-file-name">
            {file.name}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {formatSize(file.size)}
            {reading && ' · Reading your resume…'}
          </p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${file.name}`}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-50 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {reading && <ReadProgressBar progress={state.progress} />}
      {confirmed && (
        <p role="status" className="flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-300">
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          File uploaded successfully
        </p>
      )}
    </div>
  );
}
