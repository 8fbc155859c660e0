import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS, authErrorText, isCancelledByUser } from './auth-error-text';
import { AuthError } from './ports';

afterEach(() => vi.restoreAllMocks());

const err = (code: string) => new AuthError(code, `Firebase: Error (${code}).`);

describe('authErrorText', () => {
  it.each([
    ['auth/wrong-password', AUTH_TEXTS.wrongCredentials],
    ['auth/invalid-credential', AUTH_TEXTS.wrongCredentials],
    ['auth/invalid-login-credentials', AUTH_TEXTS.wrongCredentials],
    ['auth/too-many-requests', AUTH_TEXTS.tooManyAttempts],
    ['auth/popup-blocked', AUTH_TEXTS.popupBlocked],
    ['auth/network-request-failed', AUTH_TEXTS.offline],
    ['auth/user-disabled', AUTH_TEXTS.userDisabled],
    ['auth/invalid-email', AUTH_TEXTS.invalidEmail],
    ['auth/account-exists-with-different-credential', AUTH_TEXTS.otherSignInMethod],
    ['auth/requires-recent-login', AUTH_TEXTS.recentLoginRequired],
  ])('gives %s in the person’s words', (code, text) => {
    expect(authErrorText(err(code), 'fallback')).toBe(text);
  });

  it('never passes on the SDK’s text or a code: unknown failures get the fallback, details go to the log', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const e of [
      err('auth/internal-error'),
      err('auth/operation-not-allowed'),
      new Error('x'),
      'str',
      null,
    ]) {
      const text = authErrorText(e, 'Failed to sign in', 'Email sign-in');
      expect(text).toBe('Failed to sign in');
    }
    expect(log).toHaveBeenCalledWith(
      'Email sign-in failed',
      'auth/internal-error: Firebase: Error (auth/internal-error).',
    );
  });

  it('no text of the catalogue names Firebase or an auth code', () => {
    for (const text of Object.values(AUTH_TEXTS)) expect(text).not.toMatch(/firebase|auth\//i);
  });

  it('knows when the person closed the sign-in window themselves', () => {
    expect(isCancelledByUser(err('auth/popup-closed-by-user'))).toBe(true);
    expect(isCancelledByUser(err('auth/cancelled-popup-request'))).toBe(true);
    expect(isCancelledByUser(err('auth/popup-blocked'))).toBe(false);
    expect(isCancelledByUser(new Error('closed'))).toBe(false);
  });
});
