import { AdminSection } from '@/components/layout/admin-section';
import { BuildingNote } from '@/components/layout/page-shell';

export function NotificationsTab() {
  return (
    <AdminSection title="Notification Center">
      <BuildingNote>This section is being built.</BuildingNote>
    </AdminSection>
  );
}
