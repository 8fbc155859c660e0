import { cn } from '@/components/ui/cn';

const tones = {
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  match: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  miss: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
} as const;

/** Keywords or skills as small chips; `empty` is said when there are none. */
export function KeywordChips({
  items,
  tone = 'neutral',
  empty = 'None',
  label,
}: {
  items: string[];
  tone?: keyof typeof tones;
  empty?: string;
  label?: string;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((k) => (
        <li key={k} className={cn('rounded-full px-2 py-0.5 text-xs font-medium break-all', tones[tone])}>
          {k}
        </li>
      ))}
    </ul>
  );
}
