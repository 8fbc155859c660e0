import type { Callables } from '@/backend/ports';
import type { SuggestJobsInput, SuggestJobsResult } from '@/domain/jobs/contract';

/** The `suggestJobs` callable: real postings of the last 72 hours, ranked against the resume. */
export function suggestJobs(functions: Callables, input: SuggestJobsInput): Promise<SuggestJobsResult> {
  return functions.call<SuggestJobsInput, SuggestJobsResult>('suggestJobs', input);
}
