/** The DocStore contract on the memory fake that component and route tests use. */
import { backendCodeOf, describeDocStoreContract } from '../doc-store-contract';
import { createMemoryDocStore } from './memory-doc-store';

const NOW = new Date('2025-03-01T10:00:00Z');

describeDocStoreContract('memory fake', {
  clock: NOW,
  quietMs: 10,
  open: async () => ({ store: createMemoryDocStore({ now: () => NOW }), close: async () => undefined }),
  codeOf: backendCodeOf,
});
