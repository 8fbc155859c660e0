import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function ReferralPage() {
  return (
    <PageShell title="Referral Program">
      <BuildingNote>This page is being built.</BuildingNote>
    </PageShell>
  );
}
