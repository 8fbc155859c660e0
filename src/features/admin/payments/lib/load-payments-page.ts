/**
 * One 'Load More' step: the next 10 rows of every store that has more, with names and e-mails
 * filled in from the user documents. A store that fails is logged and dropped from this and
 * later pages (per-store failures are skipped silently: docs/product-rules.md 15.4).
 */
import type { DocStore, QueryCursor } from '@/backend/ports';
import type { AdminOrder } from '@/domain/admin/orders';
import type { PaymentProviderId } from '@/domain/payments/contract';
import { getUsersByIds } from '../api/get-users-by-ids';
import { listOrderPage } from '../api/list-order-page';
import { periodStart, providersFor, type PaymentFilters } from './payment-filters';

/** Where each store's next page starts (null: its first page); a store absent here is done. */
export interface PaymentsCursor {
  /** Fixed when the first page loads, so later pages use the same period. */
  since: Date | null;
  after: Partial<Record<PaymentProviderId, QueryCursor | null>>;
}

export interface PaymentsPage {
  orders: AdminOrder[];
  /** null when no store has more. */
  next: PaymentsCursor | null;
}

export function firstCursor(filters: PaymentFilters, now: Date): PaymentsCursor {
  return {
    since: periodStart(filters.period, now),
    after: Object.fromEntries(providersFor(filters).map((p) => [p, null])),
  };
}

async function enrich(docs: DocStore, orders: AdminOrder[]): Promise<AdminOrder[]> {
  const missing = orders.filter((o) => o.uid && (!o.name || !o.email)).map((o) => o.uid!);
  if (missing.length === 0) return orders;
  const users = await getUsersByIds(docs, missing);
  return orders.map((o) => {
    const u = o.uid ? users.get(o.uid) : undefined;
    return u ? { ...o, name: o.name ?? u.name, email: o.email ?? u.email } : o;
  });
}

export async function loadPaymentsPage(
  docs: DocStore,
  filters: PaymentFilters,
  cursor: PaymentsCursor,
): Promise<PaymentsPage> {
  const entries = Object.entries(cursor.after) as [PaymentProviderId, QueryCursor | null][];
  const results = await Promise.all(
    entries.map(async ([provider, after]) => {
      try {
        return { provider, page: await listOrderPage(docs, provider, filters, cursor.since, after) };
      } catch (error) {
        console.error(`Failed to read ${provider} orders`, error);
        return { provider, page: null };
      }
    }),
  );
  const after: PaymentsCursor['after'] = {};
  for (const { provider, page } of results) if (page?.next) after[provider] = page.next;
  const orders = await enrich(
    docs,
    results.flatMap((r) => r.page?.orders ?? []),
  );
  return { orders, next: Object.keys(after).length > 0 ? { since: cursor.since, after } : null };
}
