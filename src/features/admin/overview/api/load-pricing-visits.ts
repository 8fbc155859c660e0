import type { DocStore } from '@/backend/ports';
import { summarizePricingVisits, type PricingVisitSummary } from '@/domain/admin/overview';
import { PRICING_VISITS } from '@/domain/payments/contract';
import { safeQuery } from './safe-read';

/** A bound on one dashboard read; past it the figures describe the latest visits only. */
export const MAX_VISITS_READ = 5000;

/** The pricing page's visits in the range, aggregated (distinct visitors need the records). */
export async function loadPricingVisits(docs: DocStore, since: Date): Promise<PricingVisitSummary> {
  const visits = await safeQuery<Record<string, unknown>>(docs, {
    collection: PRICING_VISITS,
    where: [['createdAt', '>=', since]],
    orderBy: [['createdAt', 'desc']],
    limit: MAX_VISITS_READ,
  });
  return summarizePricingVisits(visits.map((v) => v.data));
}
