import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function AboutPage() {
  return (
    <PageShell title="About">
      <BuildingNote>This page is being built.</BuildingNote>
    </PageShell>
  );
}
