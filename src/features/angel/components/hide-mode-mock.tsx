import { EyeOff } from 'lucide-react';
import { MockWindow } from './mock-window';

/** Mock-up of the confirmation Angel shows before it hides itself. */
export function HideModeMock() {
  return (
    <MockWindow label="Mock-up of Angel AI's hide-mode confirmation" title="Angel AI">
      <div className="flex min-h-56 items-center justify-center rounded-xl bg-slate-100 p-4 dark:bg-slate-800/60">
        <div className="w-full max-w-xs rounded-xl bg-white p-4 text-left shadow-lg dark:bg-slate-900">
          <span className="mb-2 inline-flex h-9 w-9 items-center justify-center rounded-full bg-indigo-100 text-indigo-600 dark:bg-indigo-500/20 dark:text-indigo-300">
            <EyeOff aria-hidden="true" className="h-5 w-5" />
          </span>
          <p className="font-semibold text-slate-900 dark:text-white">Turn on hide mode?</p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
            Angel stays hidden while you share your screen. Press Ctrl+B (Cmd+B on a Mac) to show or hide it
            at any time.
          </p>
          <div className="mt-3 flex justify-end gap-2 text-xs font-medium">
            <span className="rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 dark:border-slate-600 dark:text-slate-200">
              Cancel
            </span>
            <span className="rounded-md bg-indigo-600 px-3 py-1.5 text-white">Hide Angel</span>
          </div>
        </div>
      </div>
    </MockWindow>
  );
}
