import { BuildingNote } from '@/components/layout/page-shell';

export function AnalyticsTab() {
  return (
    <section aria-labelledby="admin-analytics-heading" className="flex flex-col gap-4">
      <h2 id="admin-analytics-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Analytics
      </h2>
      <BuildingNote>This section is being built.</BuildingNote>
    </section>
  );
}
