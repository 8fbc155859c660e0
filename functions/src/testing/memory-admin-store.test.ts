/** The AdminStore contract on the memory fake that handler tests use. */
import { StoreError } from '@/domain/query/errors';
import { describeAdminStoreContract } from './admin-store-contract';
import { createFixedClock } from './fakes';
import { createMemoryAdminStore } from './memory-admin-store';

const clock = createFixedClock('2025-02-01T00:00:00Z');

describeAdminStoreContract('memory fake', {
  clock: clock.now(),
  open: async () => ({ store: createMemoryAdminStore(clock), close: async () => undefined }),
  codeOf: (e) => (e instanceof StoreError ? e.code : `not a StoreError: ${String(e)}`),
});
