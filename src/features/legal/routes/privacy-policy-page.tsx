import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function PrivacyPolicyPage() {
  return (
    <PageShell title="Privacy Policy" intro="Last updated June 1, 2023">
      <BuildingNote>The full policy text is being added.</BuildingNote>
    </PageShell>
  );
}
