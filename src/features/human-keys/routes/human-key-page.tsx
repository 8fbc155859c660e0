import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function HumanKeyPage() {
  return (
    <PageShell title="Human Keys" intro="A typing-simulation tool triggered with Ctrl+Shift+V.">
      <BuildingNote>This page is being built.</BuildingNote>
    </PageShell>
  );
}
