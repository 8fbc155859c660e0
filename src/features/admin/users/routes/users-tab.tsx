import { BuildingNote } from '@/components/layout/page-shell';

export function UsersTab() {
  return (
    <section aria-labelledby="admin-users-heading" className="flex flex-col gap-4">
      <h2 id="admin-users-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        User Management
      </h2>
      <BuildingNote>This section is being built.</BuildingNote>
    </section>
  );
}
