import { useCallback, useRef, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import type { SuggestJobsResult } from '@/domain/jobs/contract';
import { suggestJobs } from '../api/suggest-jobs';
import { callErrorMessage } from '@/backend/call-error-message';
import {
  clearCachedSuggestions,
  readCachedSuggestions,
  writeCachedSuggestions,
} from '../lib/suggestions-cache';

/** The last suggestions (restored from local storage on load) and the search that replaces them. */
export function useJobSearch(uid: string, onError: (message: string) => void) {
  const { functions } = useBackend();
  const [result, setResult] = useState<SuggestJobsResult | null>(() => readCachedSuggestions(uid));
  const [searching, setSearching] = useState(false);
  const busy = useRef(false);

  const search = useCallback(
    async (resumeText: string) => {
      if (busy.current) return;
      busy.current = true;
      setSearching(true);
      try {
        const found = await suggestJobs(functions, { resumeText: resumeText.trim() });
        setResult(found);
        writeCachedSuggestions(uid, found);
      } catch (e) {
        console.error('suggestJobs failed', e);
        onError(callErrorMessage(e));
      } finally {
        busy.current = false;
        setSearching(false);
      }
    },
    [functions, onError, uid],
  );

  const clear = useCallback(() => {
    setResult(null);
    clearCachedSuggestions();
  }, []);

  return { result, searching, search, clear };
}
