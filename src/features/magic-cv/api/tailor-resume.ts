import type { Callables } from '@/backend/ports';
import type { TailorResumeInput, TailorResumeResult } from '@/domain/magic-cv/contract';

/** The `tailorResume` callable: the server reads the job, tailors, renders and saves the PDF. */
export function tailorResume(functions: Callables, input: TailorResumeInput): Promise<TailorResumeResult> {
  return functions.call<TailorResumeInput, TailorResumeResult>('tailorResume', input);
}
