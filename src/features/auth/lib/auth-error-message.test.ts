import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '@/backend/ports';
import { emailSignInErrorMessage, googleSignInErrorMessage } from './auth-error-message';

afterEach(() => vi.restoreAllMocks());

const err = (code: string) => new AuthError(code, `Firebase: Error (${code}).`);

describe('sign-in error messages (docs/product-rules.md 2.2)', () => {
  it('keeps the spec’s texts: unknown account, and the two fallbacks', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(emailSignInErrorMessage(err('auth/user-not-found'))).toBe('Please sign up with Google first');
    expect(emailSignInErrorMessage(err('auth/internal-error'))).toBe('Failed to sign in');
    expect(emailSignInErrorMessage(new Error('Firebase: something'))).toBe('Failed to sign in');
    expect(googleSignInErrorMessage(err('auth/internal-error'))).toBe('Failed to sign in with Google');
  });

  it('a wrong password, in every form Firebase reports it, reads the same', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']) {
      expect(emailSignInErrorMessage(err(code))).toBe('Incorrect email or password. Please try again.');
    }
  });

  it('too many attempts, network, popup blocked', () => {
    expect(emailSignInErrorMessage(err('auth/too-many-requests'))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(googleSignInErrorMessage(err('auth/network-request-failed'))).toBe(
      'Could not connect. Please check your internet connection and try again.',
    );
    expect(googleSignInErrorMessage(err('auth/popup-blocked'))).toMatch(/allow pop-ups/);
  });

  it('closing Google’s window shows nothing', () => {
    expect(googleSignInErrorMessage(err('auth/popup-closed-by-user'))).toBeNull();
    expect(googleSignInErrorMessage(err('auth/cancelled-popup-request'))).toBeNull();
  });
});
