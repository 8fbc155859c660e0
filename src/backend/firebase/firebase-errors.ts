/**
 * FirebaseError codes of Functions (`functions/x`), Firestore (`x`) and Storage (`storage/x`)
 * mapped to the port's BackendError codes, keeping the SDK's message. The query engine's own
 * refusals (a malformed query, checked before the SDK sees it) keep their code too.
 */
import { FirebaseError } from 'firebase/app';
import { BackendError, type BackendErrorCode } from '../ports';
import { toBackendError as fromEngineError } from '../memory/to-backend-error';

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
  const bare = code.replace(/^(functions|storage|firestore)\//, '');
  if (SAME.includes(bare)) return bare as BackendErrorCode;
  return ALIASES[bare] ?? 'internal';
}

export function toBackendError(e: unknown): BackendError {
  if (e instanceof FirebaseError) {
    // The Functions SDK appends the HTTP status (`... [429]`); the server's text is shown as is.
    const message = e.code.startsWith('functions/') ? e.message.replace(/ \[\d{3}\]$/, '') : e.message;
    return new BackendError(backendCode(e.code), message);
  }
  return fromEngineError(e);
}
