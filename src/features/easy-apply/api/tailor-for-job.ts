import type { Callables } from '@/backend/ports';
import type { TailorForJobInput } from '@/domain/jobs/contract';
import type { TailorResumeResult } from '@/domain/magic-cv/contract';

/** The `tailorForJob` callable: Magic CV's pipeline for one suggested job, on the lazyApply limit. */
export function tailorForJob(functions: Callables, input: TailorForJobInput): Promise<TailorResumeResult> {
  return functions.call<TailorForJobInput, TailorResumeResult>('tailorForJob', input);
}
