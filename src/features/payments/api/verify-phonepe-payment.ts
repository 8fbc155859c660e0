import type { Callables } from '@/backend/ports';
import {
  PAYMENT_CALLABLES,
  type VerifyPaymentResult,
  type VerifyPhonePeInput,
} from '@/domain/payments/contract';

/** Asks PhonePe's status API about the transaction and activates the plan when paid. */
export function verifyPhonePePayment(
  functions: Callables,
  input: VerifyPhonePeInput,
): Promise<VerifyPaymentResult> {
  return functions.call<VerifyPhonePeInput, VerifyPaymentResult>(
    PAYMENT_CALLABLES.verifyPhonePePayment,
    input,
  );
}
