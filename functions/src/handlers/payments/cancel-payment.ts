/**
 * cancelPayment: the buyer closed or failed the provider's checkout. Marks their own order
 * CANCELLED or FAILED while it is still CREATED; it never touches a plan, and a payment the
 * provider confirms later still activates (money received beats a marker).
 */
import { cancelPaymentInputSchema, type OrderStatus } from '@/domain/payments/contract';
import { defineHandler } from '../ports';
import { loadOwnOrder, markOrder } from './orders';

export const cancelPayment = defineHandler({
  name: 'cancelPayment',
  access: 'user',
  input: cancelPaymentInputSchema,
  async run(deps, ctx, input): Promise<{ status: OrderStatus }> {
    const order = await loadOwnOrder(deps, ctx, input.provider, input.orderId);
    const message =
      input.errorMessage || (input.status === 'CANCELLED' ? 'Cancelled by the buyer' : 'Payment failed');
    return { status: await markOrder(deps, input.provider, order.orderId, input.status, message) };
  },
});
