import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function TermsPage() {
  return (
    <PageShell title="Terms and Conditions" intro="Last updated June 1, 2023">
      <BuildingNote>The full terms text is being added.</BuildingNote>
    </PageShell>
  );
}
