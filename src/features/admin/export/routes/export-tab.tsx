import { BuildingNote } from '@/components/layout/page-shell';

export function ExportTab() {
  return (
    <section aria-labelledby="admin-export-heading" className="flex flex-col gap-4">
      <h2 id="admin-export-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Data Export
      </h2>
      <BuildingNote>This section is being built.</BuildingNote>
    </section>
  );
}
