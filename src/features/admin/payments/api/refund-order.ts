import type { Callables } from '@/backend/ports';
import {
  ADMIN_REFUND_ORDER,
  type AdminRefundOrderInput,
  type AdminRefundOrderResult,
} from '@/domain/payments/admin-refund';

/** The admin-only `adminRefundOrder` callable: refund at the provider, then take back what the order gave. */
export function refundOrder(functions: Callables, input: AdminRefundOrderInput) {
  return functions.call<AdminRefundOrderInput, AdminRefundOrderResult>(ADMIN_REFUND_ORDER, input);
}
