/** The local backend's `{error: {status}}` and HTTP statuses as BackendError codes. */
import { BackendError, type BackendErrorCode } from '../ports';

const BY_STATUS: Record<string, BackendErrorCode> = {
  UNAUTHENTICATED: 'unauthenticated',
  PERMISSION_DENIED: 'permission-denied',
  NOT_FOUND: 'not-found',
  INVALID_ARGUMENT: 'invalid-argument',
  FAILED_PRECONDITION: 'failed-precondition',
  RESOURCE_EXHAUSTED: 'resource-exhausted',
  UNAVAILABLE: 'unavailable',
  DEADLINE_EXCEEDED: 'deadline-exceeded',
  INTERNAL: 'internal',
};

function byHttp(status: number): BackendErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  if (status === 404) return 'not-found';
  if (status === 413 || status === 429) return 'resource-exhausted';
  if (status === 504) return 'deadline-exceeded';
  if (status === 502 || status === 503) return 'unavailable';
  if (status >= 400 && status < 500) return 'invalid-argument';
  return 'internal';
}

export function wireError(httpStatus: number, body: unknown): BackendError {
  const err = (body as { error?: { status?: unknown; message?: unknown } } | null)?.error;
  const status = typeof err?.status === 'string' ? err.status : '';
  const message = typeof err?.message === 'string' ? err.message : `Request failed (${httpStatus}).`;
  return new BackendError(BY_STATUS[status] ?? byHttp(httpStatus), message);
}
