import { BuildingNote, PageShell } from '@/components/layout/page-shell';

/** /blog and /blog/:postId show this same screen (spec 3 section 2). */
export function BlogPage() {
  return (
    <PageShell title="Blog">
      <BuildingNote>Posts are being added.</BuildingNote>
    </PageShell>
  );
}
