import type { Callables } from '@/backend/ports';
import {
  PAYMENT_CALLABLES,
  type VerifyPaymentResult,
  type VerifyRazorpayInput,
} from '@/domain/payments/contract';

/** Checks Checkout's signature and the payment at Razorpay; activates the plan when paid. */
export function verifyRazorpayPayment(
  functions: Callables,
  input: VerifyRazorpayInput,
): Promise<VerifyPaymentResult> {
  return functions.call<VerifyRazorpayInput, VerifyPaymentResult>(
    PAYMENT_CALLABLES.verifyRazorpayPayment,
    input,
  );
}
