/**
 * Projections of Firebase Auth objects onto the port's types, and the error translation that
 * keeps Firebase's `auth/...` codes (the UI picks its messages by code).
 */
import { FirebaseError } from 'firebase/app';
import type { User } from 'firebase/auth';
import { AuthError, type AuthUser } from '../ports';

/** `admin` comes from the ID token's custom claims (set by syncUser on the server). */
export async function toAuthUser(user: User, forceRefresh = false): Promise<AuthUser> {
  let admin = false;
  try {
    const token = await user.getIdTokenResult(forceRefresh);
    admin = token.claims.admin === true;
  } catch (e) {
    // Offline token refresh: show the user without the admin link rather than not at all.
    console.warn('Could not read ID token claims', e);
  }
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providers: user.providerData.map((p) => p.providerId),
    admin,
  };
}

export function toAuthError(e: unknown, fallbackMessage: string): AuthError {
  if (e instanceof AuthError) return e;
  if (e instanceof FirebaseError) return new AuthError(e.code, e.message || fallbackMessage);
  const message = e instanceof Error && e.message ? e.message : fallbackMessage;
  return new AuthError('auth/internal-error', message);
}

/**
 * With e-mail enumeration protection Firebase reports a wrong password as
 * `auth/invalid-credential`; after re-authentication it can only mean the current password.
 */
export function asWrongPassword(e: AuthError): AuthError {
  const wrong = ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'];
  return wrong.includes(e.code) ? new AuthError('auth/wrong-password', e.message) : e;
}
