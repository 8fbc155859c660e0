import { BuildingNote } from '@/components/layout/page-shell';

export function PaymentsTab() {
  return (
    <section aria-labelledby="admin-payments-heading" className="flex flex-col gap-4">
      <h2 id="admin-payments-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Payments
      </h2>
      <BuildingNote>This section is being built.</BuildingNote>
    </section>
  );
}
