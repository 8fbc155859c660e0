/**
 * The text a person sees for a failed call to the backend, one mapping for every tool. The
 * handlers' messages are display texts (the product's exact wording) and are shown as they are;
 * what the SDKs say when no answer came back ("internal", "Failed to fetch") is no message for
 * people and becomes the tool's offline, time-out, unavailable or fallback text.
 */
import { BackendError } from './ports';

export const OFFLINE_MESSAGE = 'Please check your internet connection and try again.';
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** The tool's own texts; a missing time-out or unavailable text falls back to `fallback`. */
export interface CallErrorTexts {
  offline: string;
  fallback: string;
  timedOut?: string;
  unavailable?: string;
}

const PLAIN: CallErrorTexts = { offline: OFFLINE_MESSAGE, fallback: FALLBACK_MESSAGE };

/** What the SDKs say when the request never got an answer. */
const TRANSPORT = /^(internal|unavailable|deadline[- ]exceeded|failed to fetch|load failed|network ?error)/i;

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function callErrorMessage(error: unknown, texts: CallErrorTexts = PLAIN, online = isOnline()): string {
  if (!online || error instanceof TypeError) return texts.offline; // TypeError: fetch's network failure
  if (!(error instanceof BackendError)) return texts.fallback;
  const message = error.message.trim();
  if (message && !TRANSPORT.test(message)) return message;
  if (error.code === 'deadline-exceeded') return texts.timedOut ?? texts.fallback;
  if (error.code === 'unavailable') return texts.unavailable ?? texts.fallback;
  return texts.fallback;
}
