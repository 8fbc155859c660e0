import type { Callables } from '@/backend/ports';
import {
  PAYMENT_CALLABLES,
  type VerifyPaymentResult,
  type VerifyPayPalInput,
} from '@/domain/payments/contract';

/** Captures the approved PayPal order and activates the plan when it is paid in full. */
export function verifyPayPalPayment(
  functions: Callables,
  input: VerifyPayPalInput,
): Promise<VerifyPaymentResult> {
  return functions.call<VerifyPayPalInput, VerifyPaymentResult>(PAYMENT_CALLABLES.verifyPayPalPayment, input);
}
