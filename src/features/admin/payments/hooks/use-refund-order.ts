import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import type { AdminOrder } from '@/domain/admin/orders';
import { refundOrder } from '../api/refund-order';

/** Refunds one order; the table reloads so the row shows what is stored (refunded). */
export function useRefundOrder() {
  const { functions } = useBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: AdminOrder) =>
      refundOrder(functions, { provider: order.provider, orderId: order.id }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'payments'] }),
  });
}
