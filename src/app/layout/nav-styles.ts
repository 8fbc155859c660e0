import { cn } from '@/components/ui/cn';

export function navLinkClass({ isActive = false }: { isActive?: boolean } = {}) {
  return cn(
    'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
    isActive
      ? 'text-indigo-600 dark:text-indigo-400'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white',
  );
}

export const iconButtonClass = cn(
  'inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 transition-colors',
  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
  'disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800',
);
