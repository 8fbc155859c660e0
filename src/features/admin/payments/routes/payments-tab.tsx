import { AdminSection } from '@/components/layout/admin-section';
import { BuildingNote } from '@/components/layout/page-shell';

export function PaymentsTab() {
  return (
    <AdminSection title="Payments">
      <BuildingNote>This section is being built.</BuildingNote>
    </AdminSection>
  );
}
