/**
 * One request context for both hosts (Cloud Functions and the local backend): the verified
 * caller and the request's origin. The caller's time zone travels with the input (`__tz`,
 * client-meta.ts) and replaces the UTC default in invokeHandler.
 */
import type { HandlerContext } from './ports';

/** The caller as the host verified it from the token (custom claims only, never document data). */
export interface VerifiedCaller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  admin: boolean;
}

export function requestContext(caller: VerifiedCaller | null, origin: unknown): HandlerContext {
  return {
    uid: caller?.uid ?? null,
    email: caller?.email ?? null,
    emailVerified: caller?.emailVerified ?? false,
    admin: caller?.admin ?? false,
    tz: 'UTC',
    origin: typeof origin === 'string' ? origin : null,
  };
}
