import { AdminSection } from '@/components/layout/admin-section';
import { BuildingNote } from '@/components/layout/page-shell';

export function ExportTab() {
  return (
    <AdminSection title="Data Export">
      <BuildingNote>This section is being built.</BuildingNote>
    </AdminSection>
  );
}
