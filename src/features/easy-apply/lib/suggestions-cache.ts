import { z } from 'zod';
import { JOB_SUGGESTIONS_KEY, suggestJobsResultSchema, type SuggestJobsResult } from '@/domain/jobs/contract';
import { isWithinWindow } from '@/domain/jobs/within-window';

/**
 * What is kept in local storage: the last result, tied to the user who asked for it. A list
 * cached before suggestions said whether they are samples fails the schema and is dropped, so a
 * link written by an older version (to a host that does not exist) is never shown again.
 */
const cachedSuggestionsSchema = suggestJobsResultSchema.extend({ uid: z.string() });
type CachedSuggestions = z.infer<typeof cachedSuggestionsSchema>;

/**
 * The cached list for `uid` as the page shows it after a reload (docs/product-rules.md 5.1), or
 * null when there is none, it is another user's, or it is damaged. Postings that have grown older
 * than the 72-hour window since are left out: the list only ever offers recent postings.
 */
export function readCachedSuggestions(
  uid: string,
  storage: Storage = localStorage,
  now: Date = new Date(),
): SuggestJobsResult | null {
  try {
    const raw = storage.getItem(JOB_SUGGESTIONS_KEY);
    if (!raw) return null;
    const cached = cachedSuggestionsSchema.safeParse(JSON.parse(raw));
    if (!cached.success || cached.data.uid !== uid) return null;
    const { suggestions, notices, generatedAt } = cached.data;
    const recent = suggestions.filter((s) => isWithinWindow(new Date(s.posted), now));
    return { suggestions: recent, notices, generatedAt };
  } catch {
    return null;
  }
}

/** Replaces the cache; a full or blocked storage only loses the reload convenience. */
export function writeCachedSuggestions(
  uid: string,
  result: SuggestJobsResult,
  storage: Storage = localStorage,
) {
  try {
    const value: CachedSuggestions = { uid, ...result };
    storage.setItem(JOB_SUGGESTIONS_KEY, JSON.stringify(value));
  } catch (e) {
    console.warn('job suggestions not cached', e);
  }
}

export function clearCachedSuggestions(storage: Storage = localStorage) {
  try {
    storage.removeItem(JOB_SUGGESTIONS_KEY);
  } catch {
    // Nothing cached that could be read back either.
  }
}
