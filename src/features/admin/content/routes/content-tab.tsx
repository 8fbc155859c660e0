import { AdminSection } from '@/components/layout/admin-section';
import { BuildingNote } from '@/components/layout/page-shell';

export function ContentTab() {
  return (
    <AdminSection title="Content Management">
      <BuildingNote>This section is being built.</BuildingNote>
    </AdminSection>
  );
}
