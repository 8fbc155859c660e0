import { JOB_SUGGESTIONS_KEY, type JobSuggestion, type SuggestJobsResult } from '@/domain/jobs/contract';

/** What is kept in local storage: the last result, tied to the user who asked for it. */
interface CachedSuggestions extends SuggestJobsResult {
  uid: string;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

function isSuggestion(v: unknown): v is JobSuggestion {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return (
    ['id', 'title', 'company', 'location', 'url', 'description', 'posted'].every((k) => isString(s[k])) &&
    typeof s.score === 'number' &&
    (s.keywordRate === undefined || typeof s.keywordRate === 'number') &&
    isStrings(s.matched) &&
    isStrings(s.missing)
  );
}

/** The cached list for `uid`, or null when there is none, it is another user's, or it is damaged. */
export function readCachedSuggestions(
  uid: string,
  storage: Storage = localStorage,
): SuggestJobsResult | null {
  try {
    const raw = storage.getItem(JOB_SUGGESTIONS_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<CachedSuggestions>;
    if (v.uid !== uid || !isString(v.generatedAt) || !isStrings(v.notices)) return null;
    if (!Array.isArray(v.suggestions) || !v.suggestions.every(isSuggestion)) return null;
    return { suggestions: v.suggestions, notices: v.notices, generatedAt: v.generatedAt };
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
