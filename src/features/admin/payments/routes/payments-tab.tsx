import { useMemo, useState } from 'react';
import { AdminSection } from '@/components/layout/admin-section';
import { Button } from '@/components/ui/button';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { orderMatchesSearch, type AdminOrder } from '@/domain/admin/orders';
import { PaymentsFilters } from '../components/payments-filters';
import { PaymentsTable } from '../components/payments-table';
import { RefundOrderDialog } from '../components/refund-order-dialog';
import { usePayments } from '../hooks/use-payments';
import { useRefundOrder } from '../hooks/use-refund-order';
import { DEFAULT_PAYMENT_FILTERS, type PaymentFilters } from '../lib/payment-filters';

/** /admin/payments: the orders of the three provider stores, and refunds (docs/product-rules.md 15.4). */
export function PaymentsTab() {
  const [filters, setFilters] = useState<PaymentFilters>(DEFAULT_PAYMENT_FILTERS);
  const [search, setSearch] = useState('');
  const { orders, loading, hasMore, loadingMore, loadMore } = usePayments(filters);
  const shown = useMemo(() => orders.filter((o) => orderMatchesSearch(o, search)), [orders, search]);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const refund = useRefundOrder();

  return (
    <AdminSection title="Payments">
      <PaymentsFilters
        filters={filters}
        onFiltersChange={setFilters}
        search={search}
        onSearchChange={setSearch}
      />
      {loading ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading payments..." />
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          No payments found
        </p>
      ) : (
        <PaymentsTable orders={shown} onRefund={setRefunding} />
      )}
      {!loading && hasMore && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={loadMore}
            disabled={loadingMore}
            aria-busy={loadingMore || undefined}
          >
            {loadingMore && <ButtonSpinner />}
            {loadingMore ? 'Loading...' : 'Load More'}
          </Button>
        </div>
      )}
      <RefundOrderDialog
        order={refunding}
        onClose={() => setRefunding(null)}
        onConfirm={(order) => refund.mutateAsync(order)}
      />
    </AdminSection>
  );
}
