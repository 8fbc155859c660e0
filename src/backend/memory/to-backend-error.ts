import { BackendError } from '../ports';
import { StoreError } from '@/domain/query/errors';

/** Engine errors leave a DocStore as BackendError, like every other failure. */
export function toBackendError(e: unknown): BackendError {
  if (e instanceof BackendError) return e;
  if (e instanceof StoreError) return new BackendError(e.code, e.message);
  return new BackendError('internal', e instanceof Error ? e.message : String(e));
}
