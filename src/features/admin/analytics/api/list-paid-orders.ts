import type { DocStore } from '@/backend/ports';
import { REVENUE_STATUSES, toAdminOrder, type AdminOrder } from '@/domain/admin/orders';
import { ORDER_COLLECTIONS, type PaymentProviderId } from '@/domain/payments/contract';

/** One provider's orders with a revenue status (docs/product-rules.md 15.6) created since `since`. */
export async function listPaidOrders(
  docs: DocStore,
  provider: PaymentProviderId,
  since: Date,
): Promise<AdminOrder[]> {
  const snaps = await docs.query({
    collection: ORDER_COLLECTIONS[provider],
    where: [
      ['status', 'in', [...REVENUE_STATUSES]],
      ['createdAt', '>=', since],
    ],
    orderBy: [['createdAt', 'desc']],
  });
  return snaps.map((s) => toAdminOrder(provider, s.id, s.data));
}
