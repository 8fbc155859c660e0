import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { notAvailable } from './labels';

/** One OS column of the download panel; the recommended one is ringed and badged. */
export function PlatformCard({
  title,
  icon: Icon,
  summary,
  recommended,
  children,
}: {
  title: string;
  icon: LucideIcon;
  summary: string;
  recommended: boolean;
  children: ReactNode;
}) {
  return (
    <div
      data-recommended={recommended || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-4 dark:bg-slate-900',
        recommended
          ? 'border-indigo-500 ring-2 ring-indigo-500/30 dark:border-indigo-400'
          : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <Icon aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
          {title}
        </h3>
        {recommended && (
          <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-200">
            Recommended
          </span>
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{summary}</p>
      <div className="mt-auto flex flex-col gap-2">{children}</div>
    </div>
  );
}

/**
 * A small secondary choice under a card's main button (another chip or edition); disabled and
 * saying so when that installer is not configured (docs/product-rules.md 8.3).
 */
export function AltBuildButton({
  children,
  onClick,
  disabled,
  available = true,
}: {
  children: string;
  onClick: () => void;
  disabled?: boolean;
  available?: boolean;
}) {
  if (!available) {
    return (
      <button
        type="button"
        disabled
        className="rounded px-1 text-left text-sm text-slate-500 disabled:cursor-not-allowed dark:text-slate-400"
      >
        {notAvailable(children)}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="rounded px-1 text-left text-sm font-medium text-indigo-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-60 dark:text-indigo-400"
    >
      {children}
    </button>
  );
}
