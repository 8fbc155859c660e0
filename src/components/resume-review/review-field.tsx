import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/components/ui/cn';

/**
 * A review form field: a text input (or, with `rows`, a textarea) whose parser note, when there
 * is one, shows under it in amber and marks the field `data-unsure` ("check this").
 */
export function ReviewField({
  label,
  hint,
  rows,
  registration,
  className,
}: {
  label: string;
  hint?: string;
  rows?: number;
  registration: UseFormRegisterReturn;
  className?: string;
}) {
  const unsure = hint ? { 'data-unsure': 'true' } : {};
  return (
    <div className={cn('flex flex-col gap-1', className)} {...unsure}>
      {rows ? (
        <TextAreaField label={label} rows={rows} {...registration} />
      ) : (
        <TextField label={label} {...registration} />
      )}
      {hint && (
        <p role="note" className="text-sm text-amber-700 dark:text-amber-400">
          {hint}
        </p>
      )}
    </div>
  );
}
