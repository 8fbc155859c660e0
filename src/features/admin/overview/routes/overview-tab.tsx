import { BuildingNote } from '@/components/layout/page-shell';

export function OverviewTab() {
  return (
    <section aria-labelledby="admin-overview-heading" className="flex flex-col gap-4">
      <h2 id="admin-overview-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Dashboard
      </h2>
      <BuildingNote>This section is being built.</BuildingNote>
    </section>
  );
}
