import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { BuildingNote, PageShell } from '@/components/layout/page-shell';

/** `commentsSlot`: composed in src/app, shown at the bottom. */
export function EasyApplyPage({ commentsSlot }: { commentsSlot?: ReactNode } = {}) {
  return (
    <PageShell
      title="Job Suggestions"
      badge={<Badge tone="beta">Beta</Badge>}
      intro="Find jobs posted in the last 72 hours that match your resume, and get a tailored resume for each."
    >
      <BuildingNote>This tool is being built.</BuildingNote>
      {commentsSlot}
    </PageShell>
  );
}
