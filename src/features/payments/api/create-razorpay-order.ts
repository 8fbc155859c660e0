import type { Callables } from '@/backend/ports';
import {
  PAYMENT_CALLABLES,
  type CreateOrderInput,
  type CreateRazorpayOrderResult,
} from '@/domain/payments/contract';

/** Creates the Razorpay order that Checkout then pays in the page. */
export function createRazorpayOrder(
  functions: Callables,
  input: CreateOrderInput,
): Promise<CreateRazorpayOrderResult> {
  return functions.call<CreateOrderInput, CreateRazorpayOrderResult>(
    PAYMENT_CALLABLES.createRazorpayOrder,
    input,
  );
}
