/**
 * getDailyUsage: the caller's use of a limited feature today (their local day) and the limit
 * that applies, so the usage bar shows the server's count rather than the browser's guess.
 */
import { z } from 'zod';
import type { DailyUsage } from '@/domain/daily-usage';
import { readDailyUsage } from './daily-usage';
import { defineHandler } from './ports';

const inputSchema = z
  .object({ feature: z.enum(['magicCV', 'angelAssistant', 'lazyApply', 'lazyTemplates']).default('magicCV') })
  .strict();

export type GetDailyUsageResult = DailyUsage;

export const getDailyUsage = defineHandler({
  name: 'getDailyUsage',
  access: 'user',
  input: inputSchema,
  async run(deps, ctx, input): Promise<GetDailyUsageResult> {
    return readDailyUsage(deps.store, ctx.uid, input.feature, deps.clock.now(), ctx.tz);
  },
});
