import type { ReactNode } from 'react';
import { BuildingNote, PageShell } from '@/components/layout/page-shell';

/** `commentsSlot`: the community reviews, composed in src/app, shown at the bottom. */
export function HumanKeyPage({ commentsSlot }: { commentsSlot?: ReactNode } = {}) {
  return (
    <PageShell title="Human Keys" intro="A typing-simulation tool triggered with Ctrl+Shift+V.">
      <BuildingNote>This page is being built.</BuildingNote>
      {commentsSlot}
    </PageShell>
  );
}
