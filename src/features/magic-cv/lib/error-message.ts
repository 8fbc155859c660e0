import { BackendError } from '@/backend/ports';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { TimeoutError } from './with-timeout';

/** What the SDKs say when the request never got an answer (not a message for people). */
const TRANSPORT = /^(internal|unavailable|deadline[- ]exceeded|failed to fetch|load failed|network ?error)/i;

/**
 * The text shown for a failed run. The server's messages are already the spec's display texts
 * and are shown as they are; transport failures become the offline or fallback message.
 */
export function runErrorMessage(error: unknown, online: boolean): string {
  if (error instanceof TimeoutError) return magicCvMessages.requestTimedOut;
  if (!online) return magicCvMessages.offline;
  const message = error instanceof Error ? error.message.trim() : '';
  if (error instanceof TypeError) return magicCvMessages.offline; // fetch's network failure
  if (!message || TRANSPORT.test(message)) {
    const code = error instanceof BackendError ? error.code : null;
    if (code === 'deadline-exceeded') return magicCvMessages.requestTimedOut;
    return code === 'unavailable' ? magicCvMessages.serviceUnavailable : magicCvMessages.fallback;
  }
  return error instanceof BackendError ? message : magicCvMessages.fallback;
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
