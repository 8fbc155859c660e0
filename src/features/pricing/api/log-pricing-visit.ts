import type { Callables } from '@/backend/ports';
import { PAYMENT_CALLABLES } from '@/domain/payments/callables';
import type { PricingVisit } from '@/domain/payments/contract';

/** The response is not used (docs/product-rules.md 6.5). */
export function logPricingVisit(functions: Callables, visit: PricingVisit): Promise<unknown> {
  return functions.call<PricingVisit, unknown>(PAYMENT_CALLABLES.logPricingPageVisit, visit);
}
