import { useId, type ReactNode } from 'react';

/** One titled section of the settings form. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {children}
    </fieldset>
  );
}
