import { BuildingNote, PageShell } from '@/components/layout/page-shell';
import { usePageMeta } from '@/components/layout/page-meta';

export function FreeToolsPage() {
  usePageMeta('Free Tools', 'Free JobKit tools for job seekers, no plan needed.');
  return (
    <PageShell title="Free Tools">
      <BuildingNote>This page is being built.</BuildingNote>
    </PageShell>
  );
}
