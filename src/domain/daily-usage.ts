/**
 * Today's use of a limited tool, as the getDailyUsage handler computes it and the usage bars show
 * it: one schema for the handler's result and the client's reading of it.
 */
import { z } from 'zod';
import { FAIR_USE_COUNTERS, type FairUseCounter } from './fair-use';
import { LIMITED_FEATURES, type LimitedFeature } from './settings';

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

/** What a usage document counts: the limited tools, and the fair-use counters (fair-use.ts). */
export type UsageCounter = LimitedFeature | FairUseCounter;

/** usage/{uid}_{day}: one counter per limited tool for the user's local day; handlers write it. */
export const USAGE = 'usage';

export const usagePath = (uid: string, day: string) => `${USAGE}/${uid}_${day}`;

const count = z.number().int().min(0);

/** What a handler may write to a usage document (a merge: the counters it names, and who and when). */
export const usageWriteSchema = z
  .object({
    userId: z.string().min(1),
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    ...Object.fromEntries([...LIMITED_FEATURES, ...FAIR_USE_COUNTERS].map((f) => [f, count])),
  })
  .partial()
  .strict();

/** One tool's count in a stored usage document; a missing or odd value counts as none used. */
export function usageCountOf(data: unknown, feature: UsageCounter): number {
  const parsed = z.object({ [feature]: count }).safeParse(data);
  return parsed.success ? (parsed.data[feature] ?? 0) : 0;
}
