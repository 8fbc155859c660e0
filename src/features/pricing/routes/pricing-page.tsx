import { BuildingNote, PageShell } from '@/components/layout/page-shell';
import { site } from '@/config/site';

export function PricingPage() {
  return (
    <PageShell
      title="Pricing"
      intro={
        <>
          Start <strong>{site.brandName}</strong> for free.
        </>
      }
    >
      <BuildingNote>The plans are being added.</BuildingNote>
    </PageShell>
  );
}
