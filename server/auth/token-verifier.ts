/**
 * Turns a Firebase ID token into the caller's AuthContext with firebase-admin, against the Auth
 * emulator. The emulator's tokens are unsigned, so a well-formed forgery would pass
 * verifyIdToken; as a local safeguard the admin claim must also be on the account record.
 */
import type { Auth as AdminSdkAuth } from 'firebase-admin/auth';
import type { AuthContext } from '../auth/caller';

export interface VerifiedToken {
  ctx: AuthContext;
  /** ms since epoch when the token stops being valid. */
  expiresAt: number;
}

export interface TokenVerifier {
  /** Rejects with {@link InvalidTokenError} for missing, malformed, expired or foreign tokens. */
  verify(token: string): Promise<VerifiedToken>;
}

export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

const CACHE_MS = 30_000;
const CACHE_MAX = 500;

export function createTokenVerifier(auth: AdminSdkAuth): TokenVerifier {
  // Every request carries a token; caching keeps the emulator round trips off the hot path.
  const cache = new Map<string, { value: VerifiedToken; until: number }>();

  async function verifyUncached(token: string): Promise<VerifiedToken> {
    let decoded;
    try {
      decoded = await auth.verifyIdToken(token);
    } catch (e) {
      throw new InvalidTokenError((e as Error).message || 'Invalid ID token.');
    }
    const record = await auth.getUser(decoded.uid).catch(() => null);
    if (!record || record.disabled) throw new InvalidTokenError('Unknown or disabled account.');
    return {
      ctx: {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        admin: decoded.admin === true && record.customClaims?.admin === true,
      },
      expiresAt: decoded.exp * 1000,
    };
  }

  return {
    async verify(token) {
      if (!token || token.length > 8192) throw new InvalidTokenError('Missing or oversized ID token.');
      const now = Date.now();
      const hit = cache.get(token);
      if (hit && hit.until > now) return hit.value;
      const value = await verifyUncached(token);
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(token, { value, until: Math.min(now + CACHE_MS, value.expiresAt) });
      return value;
    },
  };
}
