/**
 * Errors as the local backend reports them: `{error: {status, message}}` with the HTTP status
 * of the Firebase callable protocol, so one client-side mapping serves every route.
 */
import { HandlerError, type HandlerErrorCode } from '../../functions/src/handlers/ports';
import { StoreError } from '@/domain/query/errors';
import { InvalidTokenError } from '../auth/token-verifier';
import { MISDIRECTED } from './origins';

export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = (m = 'Please log in to continue.') => new ApiError(401, 'UNAUTHENTICATED', m);
export const permissionDenied = (m = 'Missing or insufficient permissions.') =>
  new ApiError(403, 'PERMISSION_DENIED', m);
export const notFound = (m = 'Not found.') => new ApiError(404, 'NOT_FOUND', m);
export const invalidArgument = (m: string) => new ApiError(400, 'INVALID_ARGUMENT', m);
/** 421 Misdirected Request: the Host header names another server (server/http/origins.ts `ownHost`). */
export const misdirected = () =>
  new ApiError(
    MISDIRECTED,
    'PERMISSION_DENIED',
    'This server answers only to 127.0.0.1 and localhost at its own port.',
  );

const BY_CODE: Record<HandlerErrorCode, [number, string]> = {
  'invalid-argument': [400, 'INVALID_ARGUMENT'],
  'failed-precondition': [400, 'FAILED_PRECONDITION'],
  unauthenticated: [401, 'UNAUTHENTICATED'],
  'permission-denied': [403, 'PERMISSION_DENIED'],
  'not-found': [404, 'NOT_FOUND'],
  'resource-exhausted': [429, 'RESOURCE_EXHAUSTED'],
  internal: [500, 'INTERNAL'],
  unavailable: [503, 'UNAVAILABLE'],
  // The callable protocol's status for DEADLINE_EXCEEDED (Firebase maps it to 504).
  'deadline-exceeded': [504, 'DEADLINE_EXCEEDED'],
};

export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/** Any thrown value as an ApiError; `log` receives what is hidden from the client. */
export function toApiError(e: unknown, log: (e: unknown) => void): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof InvalidTokenError) return unauthenticated(`Invalid or expired ID token: ${e.message}`);
  if (e instanceof HandlerError || e instanceof StoreError) {
    const [http, status] = BY_CODE[e.code];
    return new ApiError(http, status, e.message);
  }
  const statusCode = (e as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors: bad JSON, body too large, unsupported media type.
    const status =
      statusCode === 413 ? 'RESOURCE_EXHAUSTED' : statusCode === 404 ? 'NOT_FOUND' : 'INVALID_ARGUMENT';
    return new ApiError(
      statusCode === 413 ? 413 : statusCode === 404 ? 404 : 400,
      status,
      (e as Error).message,
    );
  }
  log(e);
  return new ApiError(500, 'INTERNAL', INTERNAL_MESSAGE);
}

export const errorBody = (e: ApiError) => ({ error: { status: e.status, message: e.message } });
