/**
 * logPricingPageVisit (docs/product-rules.md 6.5): one record per visitor and UTC day
 * (count-once-a-day.ts) for the admin's analytics; another load that day answers the same and adds
 * nothing. Open to visitors (the page is public); the server adds who and when, so a client
 * cannot backdate or attribute a visit to someone else. The page ignores failures.
 */
import { PRICING_VISITS, pricingVisitRecordSchema, pricingVisitSchema } from '@/domain/payments/contract';
import { countOnceADay } from './count-once-a-day';
import { defineHandler } from './ports';

const LOG_PRICING_PAGE_VISIT = 'logPricingPageVisit';

export const logPricingPageVisit = defineHandler({
  name: LOG_PRICING_PAGE_VISIT,
  access: 'public',
  input: pricingVisitSchema,
  async run(deps, ctx, input): Promise<{ logged: true }> {
    await countOnceADay(deps, ctx, {
      name: LOG_PRICING_PAGE_VISIT,
      scope: '',
      collection: PRICING_VISITS,
      record: pricingVisitRecordSchema.parse({ ...input, userId: ctx.uid, createdAt: deps.clock.now() }),
    });
    return { logged: true };
  },
});
