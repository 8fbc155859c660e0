import { callErrorMessage } from '@/backend/call-error-message';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { TimeoutError } from './with-timeout';

const TEXTS = {
  offline: magicCvMessages.offline,
  fallback: magicCvMessages.fallback,
  timedOut: magicCvMessages.requestTimedOut,
  unavailable: magicCvMessages.serviceUnavailable,
};

/** The text shown for a failed run: the browser's own time-out, else the shared mapping with Magic CV's texts. */
export function runErrorMessage(error: unknown, online: boolean): string {
  if (error instanceof TimeoutError) return magicCvMessages.requestTimedOut;
  return callErrorMessage(error, TEXTS, online);
}
