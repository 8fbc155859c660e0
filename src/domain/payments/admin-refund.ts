/**
 * adminRefundOrder (docs/product-rules.md 15.4): the admin refunds a completed order through its
 * provider's refund API from the payments tab; the server then takes back what the order gave,
 * the same revocation the provider's refund webhook applies (whichever comes first).
 */
import { z } from 'zod';
import { PAYMENT_PROVIDER_IDS, type OrderStatus } from './contract';

export const ADMIN_REFUND_ORDER = 'adminRefundOrder';

export const adminRefundOrderInputSchema = z
  .object({
    provider: z.enum(PAYMENT_PROVIDER_IDS),
    orderId: z.string().trim().min(1).max(128),
  })
  .strict();
export type AdminRefundOrderInput = z.input<typeof adminRefundOrderInputSchema>;

export interface AdminRefundOrderResult {
  /** REFUNDED, also when the order already was. */
  status: OrderStatus;
  /** False when the order had already been refunded (nothing changed this time). */
  revoked: boolean;
}
