import type { Callables } from '@/backend/ports';
import {
  PAYMENT_CALLABLES,
  type InitiatePhonePeInput,
  type InitiatePhonePeResult,
} from '@/domain/payments/contract';

/** Starts a PhonePe checkout; the buyer then pays on `url`. */
export function initiatePhonePePayment(
  functions: Callables,
  input: InitiatePhonePeInput,
): Promise<InitiatePhonePeResult> {
  return functions.call<InitiatePhonePeInput, InitiatePhonePeResult>(
    PAYMENT_CALLABLES.initiatePhonePePayment,
    input,
  );
}
