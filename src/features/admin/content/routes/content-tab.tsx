import { BuildingNote } from '@/components/layout/page-shell';

export function ContentTab() {
  return (
    <section aria-labelledby="admin-content-heading" className="flex flex-col gap-4">
      <h2 id="admin-content-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Content Management
      </h2>
      <BuildingNote>This section is being built.</BuildingNote>
    </section>
  );
}
