import { BuildingNote } from '@/components/layout/page-shell';

export function NotificationsTab() {
  return (
    <section aria-labelledby="admin-notifications-heading" className="flex flex-col gap-4">
      <h2 id="admin-notifications-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Notification Center
      </h2>
      <BuildingNote>This section is being built.</BuildingNote>
    </section>
  );
}
