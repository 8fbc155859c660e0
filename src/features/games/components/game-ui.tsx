import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** Small shared pieces so the six games look alike inside the overlay. */
export function GameHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </div>
  );
}

export function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <span className="rounded-md bg-slate-100 px-2 tabular-nums py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      {`${label}: ${value}`}
    </span>
  );
}

/** Feedback spoken politely (role status); `tone` only colours it. */
export function LiveMessage({
  children,
  tone = 'neutral',
  className,
}: {
  children?: ReactNode;
  tone?: 'good' | 'bad' | 'neutral';
  className?: string;
}) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn(
        'min-h-5 text-sm font-medium',
        tone === 'good' && 'text-emerald-700 dark:text-emerald-400',
        tone === 'bad' && 'text-red-700 dark:text-red-400',
        tone === 'neutral' && 'text-slate-700 dark:text-slate-300',
        className,
      )}
    >
      {children}
    </p>
  );
}

/** An answer button's look; `state` marks the right and the wrongly chosen option. */
export function optionClass(state: 'idle' | 'right' | 'wrong' | 'muted' = 'idle') {
  return cn(
    'w-full rounded-lg border px-3 py-2 text-left text-sm transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
    state === 'idle' &&
      'border-slate-300 bg-white hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800',
    state === 'right' &&
      'border-emerald-500 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
    state === 'wrong' && 'border-red-500 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
    state === 'muted' && 'border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400',
  );
}
