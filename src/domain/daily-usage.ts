/**
 * Today's use of a limited tool, as the getDailyUsage handler computes it and the usage bars show
 * it: one schema for the handler's result and the client's reading of it.
 */
import { z } from 'zod';
import type { LimitedFeature } from './settings';

export const dailyUsageSchema = z.object({
  used: z.number().int().min(0),
  /** null: unlimited. */
  limit: z.number().int().min(0).nullable(),
  /** The user's local day, YYYY-MM-DD. */
  day: z.string(),
});

export type DailyUsage = z.infer<typeof dailyUsageSchema>;

/** The generating tools with a usage bar: Magic CV, the template generator and Easy Apply. */
export type UsageTool = Extract<LimitedFeature, 'magicCV' | 'lazyTemplates' | 'lazyApply'>;

/** Today's count has reached the limit (null: unlimited). */
export function limitReached(usage: Pick<DailyUsage, 'used' | 'limit'>): boolean {
  return usage.limit !== null && usage.used >= usage.limit;
}
