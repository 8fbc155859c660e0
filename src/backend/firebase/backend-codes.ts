/**
 * Firebase's error codes (`functions/x`, Firestore's `x`, `storage/x`, and the REST API's
 * `X_Y` statuses) as the port's BackendError codes. No SDK import: the REST reader uses it too.
 */
import type { BackendErrorCode } from '../ports';

const SAME: readonly string[] = [
  'unauthenticated',
  'permission-denied',
  'not-found',
  'invalid-argument',
  'resource-exhausted',
  'failed-precondition',
  'unavailable',
  'deadline-exceeded',
  'internal',
] satisfies BackendErrorCode[];

const ALIASES: Record<string, BackendErrorCode> = {
  'out-of-range': 'invalid-argument',
  'already-exists': 'invalid-argument',
  cancelled: 'unavailable',
  canceled: 'unavailable',
  unauthorized: 'permission-denied',
  'object-not-found': 'not-found',
  'bucket-not-found': 'not-found',
  'quota-exceeded': 'resource-exhausted',
  'retry-limit-exceeded': 'unavailable',
  'invalid-checksum': 'invalid-argument',
};

export function backendCode(code: string): BackendErrorCode {
  const bare = code
    .replace(/^(functions|storage|firestore)\//, '')
    .toLowerCase()
    .replaceAll('_', '-');
  if (SAME.includes(bare)) return bare as BackendErrorCode;
  return ALIASES[bare] ?? 'internal';
}
