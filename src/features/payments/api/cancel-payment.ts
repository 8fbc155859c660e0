import type { Callables } from '@/backend/ports';
import { PAYMENT_CALLABLES, type CancelPaymentInput } from '@/domain/payments/contract';

/**
 * Marks a still-open order CANCELLED or FAILED. Only a marker, so a failure is swallowed: the
 * buyer's next step never depends on it.
 */
export async function cancelPayment(functions: Callables, input: CancelPaymentInput): Promise<void> {
  try {
    await functions.call<CancelPaymentInput, unknown>(PAYMENT_CALLABLES.cancelPayment, input);
  } catch (error) {
    console.warn('cancelPayment failed', error);
  }
}
