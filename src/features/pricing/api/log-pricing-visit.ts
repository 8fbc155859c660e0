import type { Callables } from '@/backend/ports';
import { PAYMENT_CALLABLES, type PricingVisit } from '@/domain/payments/contract';

/** The response is not used (spec 2 section 7: not shown). */
export function logPricingVisit(functions: Callables, visit: PricingVisit): Promise<unknown> {
  return functions.call<PricingVisit, unknown>(PAYMENT_CALLABLES.logPricingPageVisit, visit);
}
