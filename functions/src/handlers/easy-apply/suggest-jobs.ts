/**
 * suggestJobs (docs/product-rules.md 5.2 and 5.4): REAL postings from the JobSource, kept to
 * the last 72 hours, de-duplicated and ranked against the resume with Magic CV's scoring. No
 * AI is asked for jobs, so nothing is invented; an empty list is an honest answer. Each search
 * takes one of the day's fair-use searches first (docs/product-rules.md 6.3), given back when it fails.
 */
import {
  EASY_APPLY_MESSAGES,
  MAX_SUGGESTIONS,
  suggestJobsInputSchema,
  type SuggestJobsResult,
} from '@/domain/jobs/contract';
import { dedupePostings } from '@/domain/jobs/dedupe';
import { rankPostings } from '@/domain/jobs/rank';
import { isWithinWindow } from '@/domain/jobs/within-window';
import { FAIR_USE_LIMITS } from '@/domain/fair-use';
import { parseResume } from '@/domain/resume/parse-resume';
import { reserveDailyUse } from '../daily-usage';
import { defineHandler, HandlerError, type HandlerDeps } from '../ports';

/** Boards have their own shorter timeouts; this bounds the catalogue query as well. */
export const SUGGEST_TIMEOUT_MS = 30_000;

async function recent(deps: HandlerDeps, now: Date) {
  try {
    return await deps.jobSource.recentPostings(now, AbortSignal.timeout(SUGGEST_TIMEOUT_MS));
  } catch (e) {
    console.error('suggestJobs: job source failed', e);
    throw new HandlerError('unavailable', EASY_APPLY_MESSAGES.sourceUnavailable);
  }
}

export const suggestJobs = defineHandler({
  name: 'suggestJobs',
  access: 'user',
  input: suggestJobsInputSchema,
  site: 'lazyApply',
  async run(deps, ctx, input): Promise<SuggestJobsResult> {
    const now = deps.clock.now();
    const limit = EASY_APPLY_MESSAGES.searchLimit(FAIR_USE_LIMITS.jobSearch);
    const slot = await reserveDailyUse(deps.store, ctx.uid, 'jobSearch', now, ctx.tz, limit);
    try {
      const { postings, notices } = await recent(deps, now);
      // Again here, whatever the source did: the window is the product's promise.
      const inWindow = dedupePostings(postings.filter((p) => isWithinWindow(p.posted, now)));
      const resume = parseResume(input.resumeText);
      const suggestions = rankPostings(resume, inWindow, now).slice(0, MAX_SUGGESTIONS);
      return { suggestions, notices, generatedAt: now.toISOString() };
    } catch (e) {
      await slot.release();
      throw e;
    }
  },
});
