import { useEffect, useRef } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { logPricingVisit } from '../api/log-pricing-visit';
import { browserVisitInputs, buildPricingVisit, type VisitInputs } from '../lib/pricing-visit';

/**
 * Logs the pricing page visit once per page mount (docs/product-rules.md 6.5). StrictMode runs effects
 * twice on the same mount and keeps refs, so the ref stops the second call. Errors are ignored:
 * the log must never disturb the page.
 */
export function useLogPricingVisit(inputs: () => VisitInputs = browserVisitInputs): void {
  const { functions } = useBackend();
  const sent = useRef(false);
  const readInputs = useRef(inputs);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    try {
      logPricingVisit(functions, buildPricingVisit(readInputs.current())).catch(() => {});
    } catch {
      // A browser that throws while reading its own environment: nothing to log.
    }
  }, [functions]);
}
