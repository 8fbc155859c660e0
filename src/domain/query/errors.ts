/**
 * The one error type of the pure document engine. Stores translate it to their own error
 * (BackendError in the browser, HTTP statuses in the local backend).
 */
export type StoreErrorCode = 'invalid-argument' | 'not-found';

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}
