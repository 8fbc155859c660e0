import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption<V>[];
  /** The chosen value, for controlled use (react-hook-form's `register` uses `onChange`). */
  onValueChange?: (value: V) => void;
  /** Toolbar size: a shorter control with smaller text. */
  compact?: boolean;
  /** Classes of the wrapper (label and control). */
  className?: string;
}

/** A labelled native select: keyboard and screen-reader friendly, and the phone's own picker. */
export const SelectField = forwardRef(function SelectField<V extends string>(
  { label, options, onValueChange, onChange, compact, className, id, ...rest }: SelectFieldProps<V>,
  ref: React.ForwardedRef<HTMLSelectElement>,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        onChange={(e) => {
          onChange?.(e);
          onValueChange?.(e.target.value as V);
        }}
        className={cn(
          'rounded-lg border border-slate-300 bg-white text-slate-900 disabled:opacity-60',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500',
          'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
          compact ? 'h-10 px-2 text-sm' : 'h-11 px-3 text-base',
        )}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}) as <V extends string = string>(
  props: SelectFieldProps<V> & { ref?: React.Ref<HTMLSelectElement> },
) => React.ReactElement;
