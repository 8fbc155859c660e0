import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** The standard page container: top padding under the fixed header, heading, content. */
export function PageShell({
  title,
  badge,
  intro,
  children,
  className,
}: {
  title: ReactNode;
  badge?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 pb-16 pt-24 sm:px-6 lg:px-8', className)}>
      <div className="mb-8">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h1>
          {badge}
        </div>
        {intro && <div className="mt-3 max-w-3xl text-base text-slate-600 dark:text-slate-300">{intro}</div>}
      </div>
      {children}
    </div>
  );
}

/** Neutral placeholder for content that a later issue delivers. */
export function BuildingNote({ children = 'This page is being built.' }: { children?: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}
