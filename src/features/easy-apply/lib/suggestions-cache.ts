import { z } from 'zod';
import { JOB_SUGGESTIONS_KEY, suggestJobsResultSchema, type SuggestJobsResult } from '@/domain/jobs/contract';

/** What is kept in local storage: the last result, tied to the user who asked for it. */
const cachedSuggestionsSchema = suggestJobsResultSchema.extend({ uid: z.string() });
type CachedSuggestions = z.infer<typeof cachedSuggestionsSchema>;

/** The cached list for `uid`, or null when there is none, it is another user's, or it is damaged. */
export function readCachedSuggestions(
  uid: string,
  storage: Storage = localStorage,
): SuggestJobsResult | null {
  try {
    const raw = storage.getItem(JOB_SUGGESTIONS_KEY);
    if (!raw) return null;
    const cached = cachedSuggestionsSchema.safeParse(JSON.parse(raw));
    if (!cached.success || cached.data.uid !== uid) return null;
    const { suggestions, notices, generatedAt } = cached.data;
    return { suggestions, notices, generatedAt };
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
