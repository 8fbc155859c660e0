/**
 * The access table's document cases against Google's Firestore emulator running firestore.rules,
 * through the production adapter (createFirestoreDocStore over the Firebase web SDK). Each case
 * runs on its own app whose requests carry the actor's ID token; the fixture is written with the
 * emulator's rule-bypassing "owner" credential. Storage cases have no target here (the Storage
 * emulator cannot run on these machines), so `perform` refuses them.
 */
import { emulatorDocStore } from '../../src/backend/firebase/emulator-doc-store';
import type { FirestoreEmulator } from '../support/firestore-emulator';
import type { AccessCase } from './cases';
import { DOC_OPS, outcomeOf, performDocOp } from './doc-ops';
import type { AccessDriver, Fixture, Outcome } from './driver';

const firestoreAs = (emulator: FirestoreEmulator, projectId: string, token: string | null) =>
  emulatorDocStore({ projectId, host: emulator.host, port: emulator.port, token });

export function createFirestoreDriver(emulator: FirestoreEmulator, projectId: string): AccessDriver {
  const base = `http://${emulator.host}:${emulator.port}`;
  return {
    async reset(fixture: Fixture) {
      const cleared = await fetch(`${base}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
        method: 'DELETE',
      });
      if (!cleared.ok) throw new Error(`clearing the emulator: HTTP ${cleared.status}`);
      const { docs, close } = firestoreAs(emulator, projectId, 'owner');
      try {
        for (const [path, data] of Object.entries(fixture.docs)) await docs.set(path, data);
      } finally {
        await close();
      }
    },

    async perform(c: AccessCase, token: string | null): Promise<Outcome> {
      if (!DOC_OPS.has(c.op)) throw new Error(`${c.op} has no Storage emulator to run on`);
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
