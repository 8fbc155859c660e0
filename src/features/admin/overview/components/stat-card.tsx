import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One overview figure with its secondary line. */
export function StatCard({
  label,
  value,
  detail,
  icon: Icon,
}: {
  label: string;
  value: number;
  detail?: ReactNode;
  icon: LucideIcon;
}) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <dl className="min-w-0">
        <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
        <dd className="text-2xl font-bold text-slate-900 dark:text-white">{value.toLocaleString('en-US')}</dd>
        {detail && <dd className="text-xs text-slate-500 dark:text-slate-400">{detail}</dd>}
      </dl>
    </div>
  );
}
