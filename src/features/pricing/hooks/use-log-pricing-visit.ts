import { useEffect, useRef } from 'react';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { logPricingVisit } from '../api/log-pricing-visit';
import { browserVisitInputs, buildPricingVisit, type VisitInputs } from '../lib/pricing-visit';

/**
 * Logs the pricing page visit once per page mount (docs/product-rules.md 6.5), once it is known
 * who is looking: a visitor's through `publicFunctions` (no Firebase SDK on the page), a signed-in
 * user's through the SDK, whose token lets the server record the user. StrictMode runs effects
 * twice on the same mount and keeps refs, so the ref stops the second call. Errors are ignored:
 * the log must never disturb the page.
 */
export function useLogPricingVisit(inputs: () => VisitInputs = browserVisitInputs): void {
  const { functions, publicFunctions } = useBackend();
  const { status } = useAuth();
  const sent = useRef(false);
  const readInputs = useRef(inputs);

  useEffect(() => {
    if (sent.current || status === 'loading') return;
    sent.current = true;
    try {
      const caller = status === 'signed-in' ? functions : publicFunctions;
      logPricingVisit(caller, buildPricingVisit(readInputs.current())).catch(() => {});
    } catch {
      // A browser that throws while reading its own environment: nothing to log.
    }
  }, [functions, publicFunctions, status]);
}
