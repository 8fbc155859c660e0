import type { Callables } from '@/backend/ports';
import type { GenerateTemplateInput, GenerateTemplateResult } from '@/domain/templates/contract';

/** The `generateTemplateResume` callable: the server checks the limit, renders and stores the PDF. */
export function generateTemplateResume(
  functions: Callables,
  input: GenerateTemplateInput,
): Promise<GenerateTemplateResult> {
  return functions.call<GenerateTemplateInput, GenerateTemplateResult>('generateTemplateResume', input);
}
