import { AdminSection } from '@/components/layout/admin-section';
import { BuildingNote } from '@/components/layout/page-shell';

export function AnalyticsTab() {
  return (
    <AdminSection title="Analytics">
      <BuildingNote>This section is being built.</BuildingNote>
    </AdminSection>
  );
}
