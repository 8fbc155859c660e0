/**
 * Every way a generation can fail, as the message the Magic CV page shows (docs/product-rules.md 3.4)
 * and the code the host reports. Internals go to the log, never to the user.
 */
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { AiError } from '../ai/ai-errors';
import { ScrapeError } from '../jobs/scrape-error';
import { HandlerError, type HandlerErrorCode } from './ports';
import { step, StepError } from './step-error';

/** The whole request passed GENERATION_TIMEOUT_MS. */
export class DeadlineError extends Error {
  constructor() {
    super(magicCvMessages.requestTimedOut);
    this.name = 'DeadlineError';
  }
}

/** Runs one step of a Magic CV run; the run's deadline passes through as itself. */
export const tailorStep = <T>(name: StepError['step'], fn: () => Promise<T>): Promise<T> =>
  step(name, fn, (e) => e instanceof DeadlineError);

export interface Failure {
  code: HandlerErrorCode;
  message: string;
}

// Expected failures (a page not found, a busy model) get one line; surprises the whole error.
const logLine = (e: Error) => console.warn(`tailorResume: ${e.name}: ${e.message}`);

export function failureOf(
  e: unknown,
  log: (e: unknown) => void = (x) => console.error('tailorResume', x),
): Failure {
  if (e instanceof DeadlineError)
    return { code: 'deadline-exceeded', message: magicCvMessages.requestTimedOut };
  if (e instanceof HandlerError) return { code: e.code, message: e.message };
  if (e instanceof ScrapeError) {
    logLine(e);
    return { code: e.kind === 'not-found' ? 'not-found' : 'failed-precondition', message: e.userMessage };
  }
  if (e instanceof AiError) {
    logLine(e);
    return e.kind === 'busy'
      ? { code: 'unavailable', message: magicCvMessages.aiBusy }
      : { code: 'internal', message: magicCvMessages.processingFailed };
  }
  if (e instanceof StepError) {
    log(e);
    return {
      code: 'internal',
      message: e.step === 'pdf' ? magicCvMessages.pdfFailed : magicCvMessages.savingFailed,
    };
  }
  log(e);
  return { code: 'internal', message: magicCvMessages.fallback };
}
