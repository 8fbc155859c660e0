/**
 * The access table's document cases against Google's Firestore emulator running firestore.rules,
 * through the production adapter (createFirestoreDocStore over the Firebase web SDK). Each case
 * runs on its own app whose requests carry the actor's ID token; the fixture is written with the
 * emulator's rule-bypassing "owner" credential. Storage cases have no target here (the Storage
 * emulator cannot run on these machines), so `perform` refuses them.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { createFirestoreDocStore } from '../../src/backend/firebase/firestore-doc-store';
import type { FirestoreEmulator } from '../support/firestore-emulator';
import type { AccessCase } from './cases';
import { DOC_OPS, outcomeOf, performDocOp } from './doc-ops';
import type { AccessDriver, Fixture, Outcome } from './driver';

let apps = 0;

function firestoreAs(emulator: FirestoreEmulator, projectId: string, token: string | null) {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `access-${process.pid}-${(apps += 1)}`);
  const db = initializeFirestore(app, {});
  connectFirestoreEmulator(db, emulator.host, emulator.port, token ? { mockUserToken: token } : undefined);
  return { app, docs: createFirestoreDocStore(db) };
}

export function createFirestoreDriver(emulator: FirestoreEmulator, projectId: string): AccessDriver {
  const base = `http://${emulator.host}:${emulator.port}`;
  return {
    async reset(fixture: Fixture) {
      const cleared = await fetch(`${base}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
        method: 'DELETE',
      });
      if (!cleared.ok) throw new Error(`clearing the emulator: HTTP ${cleared.status}`);
      const { app, docs } = firestoreAs(emulator, projectId, 'owner');
      try {
        for (const [path, data] of Object.entries(fixture.docs)) await docs.set(path, data);
      } finally {
        await deleteApp(app);
      }
    },

    async perform(c: AccessCase, token: string | null): Promise<Outcome> {
      if (!DOC_OPS.has(c.op)) throw new Error(`${c.op} has no Storage emulator to run on`);
      const { app, docs } = firestoreAs(emulator, projectId, token);
      try {
        await performDocOp(docs, c);
        return 'allow';
      } catch (e) {
        return outcomeOf(e);
      } finally {
        await deleteApp(app);
      }
    },
  };
}
