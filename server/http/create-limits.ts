/**
 * The collections anyone may add to without signing in (the landing page's ideas, the blog's
 * newsletter box) take at most a few new documents per client address in a window, so a script
 * cannot fill the store. In production the same writes are guarded by App Check (README,
 * "Deploying"); the local host counts them here, after the access policy has accepted the write.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './api-error';

export interface CreateLimit {
  /** New documents allowed per client address in one window. */
  points: number;
  windowSeconds: number;
}

export const ANONYMOUS_CREATE_LIMITS: Readonly<Record<string, CreateLimit>> = {
  ideas: { points: 10, windowSeconds: 600 },
  newsletterSubscribers: { points: 10, windowSeconds: 600 },
};

export const TOO_MANY_CREATES_MESSAGE = 'Too many submissions from this address. Please try again later.';

export interface CreateLimiter {
  /** Counts one new document in `collection` from `client`; throws 429 past the limit. */
  take(collection: string, client: string): Promise<void>;
}

export function createCreateLimiter(
  limits: Readonly<Record<string, CreateLimit>> = ANONYMOUS_CREATE_LIMITS,
): CreateLimiter {
  const limiters = new Map(
    Object.entries(limits).map(([collection, l]) => [
      collection,
      new RateLimiterMemory({ keyPrefix: collection, points: l.points, duration: l.windowSeconds }),
    ]),
  );
  return {
    async take(collection, client) {
      const limiter = limiters.get(collection);
      if (!limiter) return;
      try {
        await limiter.consume(client);
      } catch (e) {
        if (e instanceof RateLimiterRes)
          throw new ApiError(429, 'RESOURCE_EXHAUSTED', TOO_MANY_CREATES_MESSAGE);
        throw e;
      }
    },
  };
}
