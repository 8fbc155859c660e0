import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A drawn application window for the page's mock screenshots (HTML, not images: sharp at any
 * size, themed, and no files to ship). `role="img"` keeps the fake controls out of the tab
 * order and reads the mock-up to screen readers as one described picture.
 */
export function MockWindow({
  label,
  title,
  children,
  className,
}: {
  /** What the picture shows, for screen readers. */
  label: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-100 px-3 py-2 dark:border-slate-700 dark:bg-slate-800">
        <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
        <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
        <span className="h-2.5 w-2.5 rounded-full bg-emerald-400" />
        <span className="ml-2 truncate text-xs font-medium text-slate-600 dark:text-slate-400">{title}</span>
      </div>
      <div className="p-4">{children}</div>
    </div>
  );
}

/** A drawn on/off switch for the mock-ups. */
export function MockToggle({ on }: { on: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex h-5 w-9 shrink-0 items-center rounded-full p-0.5 transition-colors',
        on ? 'justify-end bg-indigo-600' : 'justify-start bg-slate-300 dark:bg-slate-600',
      )}
    >
      <span className="h-4 w-4 rounded-full bg-white shadow" />
    </span>
  );
}
