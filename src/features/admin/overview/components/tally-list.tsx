import { useId } from 'react';
import type { Tally } from '@/domain/admin/overview';

/** A titled list of label/count rows with a proportional bar; `empty` when there are none. */
export function TallyList({
  title,
  items,
  empty = 'No data yet',
}: {
  title: string;
  items: Tally[];
  empty?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={id} className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.label} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="truncate text-slate-700 dark:text-slate-200">{item.label}</span>
                <span className="font-medium text-slate-900 tabular-nums dark:text-white">{item.count}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100 dark:bg-slate-800">
                <div
                  className="h-1.5 rounded-full bg-indigo-500"
                  style={{ width: `${(item.count / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
