/**
 * What a person reads when signing in, signing out or changing a password fails
 * (docs/product-rules.md 2.2 and 2.4). The Auth SDK's own messages ("Firebase: Error
 * (auth/wrong-password).") are for the log, never for the screen: each `auth/...` code the
 * person can do something about has a sentence here, and every other code gets the caller's
 * fallback text while its details go to the console.
 */
import { AuthError } from './ports';

export const AUTH_TEXTS = {
  /** E-mail sign-in for an account that does not exist (the spec's text). */
  signUpFirst: 'Please sign up with Google first',
  wrongCredentials: 'Incorrect email or password. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  popupBlocked:
    'Your browser blocked the Google sign-in window. Please allow pop-ups for this site and try again.',
  offline: 'Could not connect. Please check your internet connection and try again.',
  timedOut: 'Signing in took too long. Please try again.',
  userDisabled: 'This account has been disabled. Please contact support.',
  invalidEmail: 'Please enter a valid email address',
  missingPassword: 'Password is required',
  weakPassword: 'Password must be at least 6 characters',
  otherSignInMethod:
    'This email is already used with another sign-in method. Please sign in the way you first did.',
  storageBlocked: 'Signing in needs cookies and site data. Please allow them for this site and try again.',
  recentLoginRequired: 'For your security, please sign out, sign in again and then retry.',
  notSignedIn: 'Please log in to continue.',
  /** The spec's texts for a password change (docs/product-rules.md 2.4). */
  currentPasswordIncorrect: 'Current password is incorrect',
  updatePasswordFailed: 'Failed to update password: {message}',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;

/** Firebase reports a wrong password, with e-mail enumeration protection, as a bad credential. */
export const WRONG_PASSWORD_CODES: readonly string[] = [
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/invalid-password',
];

/** The person closed Google's window (or the local account chooser) themselves. */
const CANCELLED_CODES: readonly string[] = [
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
  'auth/redirect-cancelled-by-user',
];

const BY_CODE: Record<string, string> = {
  'auth/too-many-requests': AUTH_TEXTS.tooManyAttempts,
  'auth/popup-blocked': AUTH_TEXTS.popupBlocked,
  'auth/network-request-failed': AUTH_TEXTS.offline,
  'auth/timeout': AUTH_TEXTS.timedOut,
  'auth/user-disabled': AUTH_TEXTS.userDisabled,
  'auth/invalid-email': AUTH_TEXTS.invalidEmail,
  'auth/missing-email': AUTH_TEXTS.invalidEmail,
  'auth/missing-password': AUTH_TEXTS.missingPassword,
  'auth/weak-password': AUTH_TEXTS.weakPassword,
  'auth/account-exists-with-different-credential': AUTH_TEXTS.otherSignInMethod,
  'auth/credential-already-in-use': AUTH_TEXTS.otherSignInMethod,
  'auth/email-already-in-use': AUTH_TEXTS.otherSignInMethod,
  'auth/web-storage-unsupported': AUTH_TEXTS.storageBlocked,
  'auth/requires-recent-login': AUTH_TEXTS.recentLoginRequired,
  'auth/user-token-expired': AUTH_TEXTS.recentLoginRequired,
  'auth/no-current-user': AUTH_TEXTS.notSignedIn,
  ...Object.fromEntries(WRONG_PASSWORD_CODES.map((code) => [code, AUTH_TEXTS.wrongCredentials])),
};

/** The `auth/...` code of an AuthError (or anything shaped like a FirebaseError). */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when the person cancelled the sign-in themselves: nothing went wrong, so nothing is shown. */
export function isCancelledByUser(error: unknown): boolean {
  const code = authErrorCode(error);
  return code !== undefined && CANCELLED_CODES.includes(code);
}

/**
 * The person's words for `error`, or `fallback` (after logging the details) when its code has
 * none. Never the SDK's message and never the code itself.
 */
export function authErrorText(error: unknown, fallback: string, context = 'Auth'): string {
  const code = authErrorCode(error);
  const text = code ? BY_CODE[code] : undefined;
  if (text) return text;
  console.error(`${context} failed`, error instanceof AuthError ? `${error.code}: ${error.message}` : error);
  return fallback;
}
