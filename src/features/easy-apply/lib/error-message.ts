import { BackendError } from '@/backend/ports';

export const FALLBACK_ERROR = 'Something went wrong. Please try again.';
const OFFLINE = 'Please check your internet connection and try again.';
/** What the SDKs say when no answer came back (not a message for people). */
const TRANSPORT = /^(internal|unavailable|deadline[- ]exceeded|failed to fetch|load failed|network ?error)/i;

/** The server's own message (e.g. the daily limit) as is; transport failures get a plain text. */
export function errorMessage(error: unknown): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE;
  if (error instanceof TypeError) return OFFLINE;
  if (!(error instanceof BackendError)) return FALLBACK_ERROR;
  const message = error.message.trim();
  return message && !TRANSPORT.test(message) ? message : FALLBACK_ERROR;
}
