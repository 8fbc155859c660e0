import { AdminSection } from '@/components/layout/admin-section';
import { BuildingNote } from '@/components/layout/page-shell';

export function OverviewTab() {
  return (
    <AdminSection title="Dashboard">
      <BuildingNote>This section is being built.</BuildingNote>
    </AdminSection>
  );
}
