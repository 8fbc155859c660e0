import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function MagicCvPage() {
  return (
    <PageShell title="Magic CV" intro="Tailor your resume to a job posting and get an ATS-friendly PDF.">
      <BuildingNote>This tool is being built.</BuildingNote>
    </PageShell>
  );
}
