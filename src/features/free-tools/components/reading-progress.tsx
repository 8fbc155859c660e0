import { FileText } from 'lucide-react';
import { ReadProgressBar } from '@/components/resume-input/read-progress-bar';

/** The file being read: its name and a bar (indeterminate until a PDF reports pages). */
export function ReadingProgress({ fileName, progress }: { fileName: string; progress: number | null }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-indigo-500" />
        <span className="truncate">Reading {fileName}…</span>
      </p>
      <ReadProgressBar progress={progress} />
    </div>
  );
}
