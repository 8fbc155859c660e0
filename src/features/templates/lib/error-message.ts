import { BackendError } from '@/backend/ports';

export const OFFLINE_MESSAGE = 'Please check your internet connection and try again.';
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** What the SDKs say when a request never got an answer (not a message for people). */
const TRANSPORT = /^(internal|unavailable|deadline[- ]exceeded|failed to fetch|load failed|network ?error)$/i;

/**
 * The {message} of 'Error: {message}' (spec 2 section 8). The handler's messages are display
 * texts and are shown as they are; transport failures get a plain sentence instead.
 */
export function generationErrorMessage(error: unknown): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE_MESSAGE;
  if (error instanceof TypeError) return OFFLINE_MESSAGE;
  const message = error instanceof Error ? error.message.trim() : '';
  if (!(error instanceof BackendError) || !message || TRANSPORT.test(message)) return FALLBACK_MESSAGE;
  return message;
}
