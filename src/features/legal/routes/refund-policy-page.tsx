import { BuildingNote, PageShell } from '@/components/layout/page-shell';

export function RefundPolicyPage() {
  return (
    <PageShell title="Refund and Cancellation Policy" intro="Last updated May 17, 2025">
      <BuildingNote>The full policy text is being added.</BuildingNote>
    </PageShell>
  );
}
