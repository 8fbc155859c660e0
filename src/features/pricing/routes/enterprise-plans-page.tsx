import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function EnterprisePlansPage() {
  return (
    <PageShell title="Enterprise Plans">
      <BuildingNote>This page is being built.</BuildingNote>
    </PageShell>
  );
}
