/**
 * The access table's document cases against Google's Firestore emulator running firestore.rules,
 * through the production adapter (createFirestoreDocStore over the Firebase web SDK). Each case
 * runs on its own app whose requests carry the actor's ID token; the fixture is written with the
 * emulator's rule-bypassing "owner" credential. File and callable cases have no target here
 * (they run on the local host, local-host-driver.ts), so `perform` refuses them.
 */
import { setLogLevel } from 'firebase/firestore';
import { emulatorDocStore } from '@/backend/firebase/emulator-doc-store';
import { clearFirestore, type FirestoreEmulator } from '../../server/dev/firestore-emulator';
import type { AccessCase } from './cases';
import { DOC_OPS, outcomeOf, performDocOp } from './doc-ops';
import type { AccessDriver, Fixture, Outcome } from './driver';

// Every refused write also logs a warning from the SDK; the refusal itself is the case's answer.
setLogLevel('error');

type EmulatorAddress = Pick<FirestoreEmulator, 'host' | 'port'>;

/** A DocStore on `emulator` for `projectId` whose requests carry `token` ('owner' bypasses the rules). */
export const firestoreAs = (emulator: EmulatorAddress, projectId: string, token: string | null) =>
  emulatorDocStore({ projectId, host: emulator.host, port: emulator.port, token });

/** The Firestore emulator (with firestore.rules) that the node project's global setup started. */
export function sharedEmulator(): EmulatorAddress {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set (tests/global-auth-emulator.ts sets it)');
  return { host, port: Number(port) };
}

export function createFirestoreDriver(emulator: FirestoreEmulator, projectId: string): AccessDriver {
  return {
    async reset(fixture: Fixture) {
      await clearFirestore(emulator, projectId);
      const { docs, close } = firestoreAs(emulator, projectId, 'owner');
      try {
        for (const [path, data] of Object.entries(fixture.docs)) await docs.set(path, data);
      } finally {
        await close();
      }
    },

    async perform(c: AccessCase, token: string | null): Promise<Outcome> {
      if (!DOC_OPS.has(c.op))
        throw new Error(`${c.op} runs on the local host, not on the Firestore emulator`);
      const { docs, close } = firestoreAs(emulator, projectId, token);
      try {
        await performDocOp(docs, c);
        return 'allow';
      } catch (e) {
        return outcomeOf(e);
      } finally {
        await close();
      }
    },
  };
}
