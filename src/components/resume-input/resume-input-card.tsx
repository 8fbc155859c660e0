import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { ChosenFile } from './chosen-file';
import { FileDropZone, type ResumeFileTypes } from './file-drop-zone';
import type { ResumeInput } from './use-resume-input';

export const RESUME_TEXT_LABEL = 'Or paste your resume text';

/**
 * The resume card shared by the tools: a file (drag and drop or browse) or pasted text. State
 * lives in useResumeInput so the host decides what happens on submit and where errors show.
 */
export function ResumeInputCard({
  input,
  disabled,
  title = 'Your Resume',
  className,
  fileTypes,
  children,
}: {
  input: ResumeInput;
  disabled?: boolean;
  title?: string;
  className?: string;
  /** What the file picker offers, when a tool reads other types than the default (Easy Apply). */
  fileTypes?: ResumeFileTypes;
  /** Below the inputs: the review step (src/components/resume-review). */
  children?: ReactNode;
}) {
  const id = useId();
  const hasFile = input.file !== null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Upload your resume or paste its text.</p>
      </div>
      {input.file ? (
        <ChosenFile
          state={input.file}
          confirmed={input.confirmed}
          onRemove={input.removeFile}
          disabled={disabled}
        />
      ) : (
        <FileDropZone onFile={input.selectFile} disabled={disabled} hintId={`${id}-hint`} types={fileTypes} />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {RESUME_TEXT_LABEL}
        </label>
        <textarea
          id={`${id}-text`}
          value={input.text}
          onChange={(e) => input.setText(e.target.value)}
          disabled={disabled || hasFile}
          aria-describedby={hasFile ? `${id}-text-note` : undefined}
          rows={7}
          placeholder="Paste your resume text here…"
          className="min-h-32 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:disabled:bg-slate-800"
        />
        {hasFile && (
          <p id={`${id}-text-note`} className="text-xs text-slate-500 dark:text-slate-400">
            Remove the file to paste text instead.
          </p>
        )}
      </div>
      {children}
    </section>
  );
}
