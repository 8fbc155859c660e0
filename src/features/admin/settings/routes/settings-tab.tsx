import { BuildingNote } from '@/components/layout/page-shell';

export function SettingsTab() {
  return (
    <section aria-labelledby="admin-settings-heading" className="flex flex-col gap-4">
      <h2 id="admin-settings-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        System Settings
      </h2>
      <BuildingNote>This section is being built.</BuildingNote>
    </section>
  );
}
