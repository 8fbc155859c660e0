/**
 * FirebaseError codes of Functions (`functions/x`), Firestore (`x`) and Storage (`storage/x`)
 * mapped to the port's BackendError codes, keeping the SDK's message. The query engine's own
 * refusals (a malformed query, checked before the SDK sees it) keep their code too.
 */
import { FirebaseError } from 'firebase/app';
import { BackendError } from '../ports';
import { backendCode } from './backend-codes';
import { toBackendError as fromEngineError } from '../memory/to-backend-error';

export { backendCode };

export function toBackendError(e: unknown): BackendError {
  if (e instanceof FirebaseError) {
    // The Functions SDK appends the HTTP status (`... [429]`); the server's text is shown as is.
    const message = e.code.startsWith('functions/') ? e.message.replace(/ \[\d{3}\]$/, '') : e.message;
    return new BackendError(backendCode(e.code), message);
  }
  return fromEngineError(e);
}
