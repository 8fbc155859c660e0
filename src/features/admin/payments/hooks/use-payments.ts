import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import { mergeNewestFirst } from '@/domain/admin/orders';
import { firstCursor, loadPaymentsPage, type PaymentsCursor } from '../lib/load-payments-page';
import type { PaymentFilters } from '../lib/payment-filters';

/** The loaded order rows of the three stores for `filters`, newest first, with 'Load More'. */
export function usePayments(filters: PaymentFilters) {
  const { docs } = useBackend();
  const query = useInfiniteQuery({
    queryKey: ['admin', 'payments', filters.status, filters.provider, filters.period],
    initialPageParam: null as PaymentsCursor | null,
    // The period's start is taken when the first page loads and carried by the cursor.
    queryFn: ({ pageParam }) =>
      loadPaymentsPage(docs, filters, pageParam ?? firstCursor(filters, new Date())),
    getNextPageParam: (last) => last.next,
    staleTime: 30_000,
  });
  const orders = useMemo(() => mergeNewestFirst(query.data?.pages.map((p) => p.orders) ?? []), [query.data]);
  return {
    orders,
    loading: query.isPending,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
