/**
 * The AdminStore contract on the production adapter (firebase-admin) over the Firestore
 * emulator of the node project's global setup, each case in a project of its own.
 *
 * Where it differs from the memory fake by design: serverTime() is the emulator's time, not a
 * fixed clock; errors are the SDK's own, not StoreError. The server refuses with a gRPC status
 * number (5 for an update of a missing document) and the SDK refuses bad arguments (a nested
 * array, deleteField() in a plain set, a read after a write in a transaction) with a plain Error
 * before sending, so `codeOf` reads both in the port's words. Handlers must not branch on a
 * store error's code: on Firestore it is not the fake's.
 */
import { StoreError } from '@/domain/query/errors';
import { inOwnProject } from '../../../tests/support/emulator-project';
import { describeAdminStoreContract } from '../testing/admin-store-contract';
import { openAdminStore } from './firestore-admin-store';

/** gRPC status codes by number, as the Admin SDK's errors carry them. */
const GRPC_CODES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
];

function adminErrorCode(e: unknown): string {
  // A malformed query is refused by the shared engine before the SDK sees it.
  if (e instanceof StoreError) return e.code;
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'number') return GRPC_CODES[code] ?? `gRPC status ${code}`;
  if (e instanceof Error && Object.getPrototypeOf(e) === Error.prototype) return 'invalid-argument';
  return `not an SDK error: ${String(e)}`;
}

describeAdminStoreContract('Firestore emulator', {
  clock: null,
  open: async () => inOwnProject('admin-contract', (projectId) => openAdminStore(projectId)),
  codeOf: adminErrorCode,
});
