/**
 * Fair-use caps (docs/product-rules.md 6.3): per user and day, on every plan, for the callables
 * that read a resume but generate nothing (the generating tools have the plan limits of
 * settings.ts). They bound what one account can make the server read in a day; the numbers live
 * in fair-use-limits.json.
 */
import { z } from 'zod';
import limitsJson from './fair-use-limits.json';

/** `jobSearch`: suggestJobs; `wordRead`: readWordResume. */
export const FAIR_USE_COUNTERS = ['jobSearch', 'wordRead'] as const;
export type FairUseCounter = (typeof FAIR_USE_COUNTERS)[number];

const limitsSchema = z.strictObject({
  jobSearch: z.number().int().min(1),
  wordRead: z.number().int().min(1),
});

export const FAIR_USE_LIMITS: Readonly<Record<FairUseCounter, number>> = limitsSchema.parse(limitsJson);

export const isFairUseCounter = (name: string): name is FairUseCounter =>
  (FAIR_USE_COUNTERS as readonly string[]).includes(name);
