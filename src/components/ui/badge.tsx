import type { ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'hot' | 'beta' | 'neutral' | 'success' | 'pro';

const tones: Record<Tone, string> = {
  hot: 'bg-gradient-to-r from-orange-700 to-red-600 text-white',
  beta: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  pro: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200',
};

export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: Tone;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[10px] font-bold uppercase tracking-wide',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
