import type { Callables } from '@/backend/ports';
import {
  PAYMENT_CALLABLES,
  type CreateOrderInput,
  type CreatePayPalOrderResult,
} from '@/domain/payments/contract';

/** Creates the PayPal order; the buyer then approves it on `approveUrl`. */
export function createPayPalOrder(
  functions: Callables,
  input: CreateOrderInput,
): Promise<CreatePayPalOrderResult> {
  return functions.call<CreateOrderInput, CreatePayPalOrderResult>(
    PAYMENT_CALLABLES.createPayPalOrder,
    input,
  );
}
