import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  /** Shown under the field while there is no error (limits, what to write). */
  hint?: string;
}

/** Labelled textarea styled like TextField, its hint or error tied by aria-describedby. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const noteId = `${fieldId}-note`;
  const note = error ?? hint;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cn(
          'rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500',
          'dark:bg-slate-900 dark:text-slate-100',
          error ? 'border-red-500' : 'border-slate-300 dark:border-slate-600',
        )}
        {...rest}
      />
      {note && (
        <p
          id={noteId}
          className={
            error ? 'text-sm text-red-600 dark:text-red-400' : 'text-xs text-slate-500 dark:text-slate-400'
          }
        >
          {note}
        </p>
      )}
    </div>
  );
});
