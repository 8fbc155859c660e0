import { AdminSection } from '@/components/layout/admin-section';
import { BuildingNote } from '@/components/layout/page-shell';

export function UsersTab() {
  return (
    <AdminSection title="User Management">
      <BuildingNote>This section is being built.</BuildingNote>
    </AdminSection>
  );
}
