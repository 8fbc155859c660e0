/**
 * How a generation that got past validation can fail, as the message the page shows after
 * 'Error: ' (docs/product-rules.md 4.4). Internals go to the log, never to the user.
 */
import { HandlerError, type HandlerErrorCode } from '../ports';
import { StepError } from '../step-error';

export const TEMPLATE_FAILURES = {
  pdf: 'Failed to convert HTML to PDF',
  storage: 'Failed to save the generated resume. Please try again.',
  generation: 'Failed to generate the resume. Please try again.',
} as const;

export function templateFailure(e: unknown): { code: HandlerErrorCode; message: string } {
  if (e instanceof HandlerError) return { code: e.code, message: e.message };
  console.error('generateTemplateResume', e);
  if (e instanceof StepError) return { code: 'internal', message: TEMPLATE_FAILURES[e.step] };
  return { code: 'internal', message: TEMPLATE_FAILURES.generation };
}
