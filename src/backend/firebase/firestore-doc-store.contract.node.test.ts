/**
 * The DocStore contract on the production adapter (Firebase web SDK) over the Firestore emulator
 * of the node project's global setup, each case in a project of its own. The emulator's "owner"
 * token bypasses the rules: the access table covers them. serverTime() is the emulator's time.
 * The query cases are arranged by a second app (see `seeder` in the harness).
 */
import { setLogLevel } from 'firebase/firestore';
import { inOwnProject } from '../../../tests/support/emulator-project';
import { backendCodeOf, describeDocStoreContract } from '../doc-store-contract';
import { emulatorDocStore } from './emulator-doc-store';

// The SDK logs every refused write as well; the contract checks the refusal itself.
setLogLevel('error');

describeDocStoreContract('Firestore emulator', {
  clock: null,
  // Long enough for the server's acknowledgement of a write, which must not add a snapshot.
  quietMs: 300,
  open: async () =>
    inOwnProject('docs-contract', (projectId, emulator) => {
      const [client, seeder] = [0, 1].map(() => emulatorDocStore({ projectId, ...emulator, token: 'owner' }));
      return {
        store: client!.docs,
        seeder: seeder!.docs,
        close: async () => void (await Promise.all([client!.close(), seeder!.close()])),
      };
    }),
  codeOf: backendCodeOf,
});
