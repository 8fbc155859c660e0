/**
 * Maps sign-in failures to the texts of docs/product-rules.md 2.2: the spec's own texts where it
 * gives them, the person's words for the rest (src/backend/auth-error-text.ts), never the SDK's.
 */
import { AUTH_TEXTS, authErrorCode, authErrorText, isCancelledByUser } from '@/backend/auth-error-text';

export const SIGN_IN_FALLBACK = 'Failed to sign in';
export const GOOGLE_SIGN_IN_FALLBACK = 'Failed to sign in with Google';

export function emailSignInErrorMessage(error: unknown): string {
  if (authErrorCode(error) === 'auth/user-not-found') return AUTH_TEXTS.signUpFirst;
  return authErrorText(error, SIGN_IN_FALLBACK, 'Email sign-in');
}

/** Null when the person closed Google's window themselves: their choice, not a failure. */
export function googleSignInErrorMessage(error: unknown): string | null {
  if (isCancelledByUser(error)) return null;
  return authErrorText(error, GOOGLE_SIGN_IN_FALLBACK, 'Google sign-in');
}
