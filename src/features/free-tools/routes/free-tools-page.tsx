import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function FreeToolsPage() {
  return (
    <PageShell title="Free Tools">
      <BuildingNote>This page is being built.</BuildingNote>
    </PageShell>
  );
}
