import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function TemplateGeneratorPage() {
  return (
    <PageShell
      title="Resume Template Generator"
      intro="Upload your resume, pick a template and generate a professional resume."
    >
      <BuildingNote>This tool is being built.</BuildingNote>
    </PageShell>
  );
}
