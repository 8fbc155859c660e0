import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function SupportPage() {
  return (
    <PageShell title="Support">
      <BuildingNote>This page is being built.</BuildingNote>
    </PageShell>
  );
}
