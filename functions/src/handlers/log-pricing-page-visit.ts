/**
 * logPricingPageVisit (docs/product-rules.md 6.5): one record per pricing page load for the admin's
 * analytics. Open to visitors (the page is public); the server adds who and when, so a client
 * cannot backdate or attribute a visit to someone else. The page ignores failures.
 */
import { PRICING_VISITS, pricingVisitRecordSchema, pricingVisitSchema } from '@/domain/payments/contract';
import { defineHandler } from './ports';

export const logPricingPageVisit = defineHandler({
  name: 'logPricingPageVisit',
  access: 'public',
  input: pricingVisitSchema,
  async run(deps, ctx, input): Promise<{ logged: true }> {
    await deps.store.add(
      PRICING_VISITS,
      pricingVisitRecordSchema.parse({ ...input, userId: ctx.uid, createdAt: deps.clock.now() }),
    );
    return { logged: true };
  },
});
