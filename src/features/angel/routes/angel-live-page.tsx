import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function AngelLivePage() {
  return (
    <PageShell
      title="Download Angel AI"
      intro="The invisible real-time assistant for interviews, meetings and exams."
    >
      <BuildingNote>The download page is being built.</BuildingNote>
    </PageShell>
  );
}
