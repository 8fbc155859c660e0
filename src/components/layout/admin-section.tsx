import { useId, type ReactNode } from 'react';

/** One admin console tab: its titled section (every tab under src/features/admin/<tab>). */
export function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
