import type { DocStore, QueryCursor } from '@/backend/ports';
import { cursorAfter } from '@/domain/query/cursor';
import { toAdminOrder, type AdminOrder } from '@/domain/admin/orders';
import type { PaymentProviderId } from '@/domain/payments/contract';
import { orderPageQuery, PAYMENTS_PAGE_SIZE, type PaymentFilters } from '../lib/payment-filters';

export interface OrderPage {
  orders: AdminOrder[];
  /** The cursor of the next page, or null when this store has no more rows. */
  next: QueryCursor | null;
}

/** One page (10 rows) of one provider's order store, newest first. */
export async function listOrderPage(
  docs: DocStore,
  provider: PaymentProviderId,
  filters: Pick<PaymentFilters, 'status'>,
  since: Date | null,
  after: QueryCursor | null,
): Promise<OrderPage> {
  const query = orderPageQuery(provider, filters, since, after);
  const snaps = await docs.query(query);
  const page = snaps.slice(0, PAYMENTS_PAGE_SIZE);
  return {
    orders: page.map((s) => toAdminOrder(provider, s.id, s.data)),
    next: snaps.length > PAYMENTS_PAGE_SIZE ? cursorAfter(page[page.length - 1]!, query) : null,
  };
}
