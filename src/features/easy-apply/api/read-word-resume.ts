import type { Callables } from '@/backend/ports';
import type { ReadWordResumeInput, ReadWordResumeResult } from '@/domain/jobs/contract';

/** The `readWordResume` callable: the text of a .doc resume the user uploaded. */
export function readWordResume(
  functions: Callables,
  input: ReadWordResumeInput,
): Promise<ReadWordResumeResult> {
  return functions.call<ReadWordResumeInput, ReadWordResumeResult>('readWordResume', input);
}
