import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function LifetimePlansPage() {
  return (
    <PageShell title="Lifetime Plans" intro="Pay once and keep access for life.">
      <BuildingNote>This page is being built.</BuildingNote>
    </PageShell>
  );
}
