import { AdminSection } from '@/components/layout/admin-section';
import { BuildingNote } from '@/components/layout/page-shell';

export function SettingsTab() {
  return (
    <AdminSection title="System Settings">
      <BuildingNote>This section is being built.</BuildingNote>
    </AdminSection>
  );
}
