/**
 * A DocStore on its own Firebase app, connected to a Firestore emulator and sending `token` as
 * the caller's ID token (the emulator's "owner" token bypasses the rules). For tests and tools
 * that act as several users at once; the app itself uses firebase-app.ts.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import type { DocStore } from '../ports';
import { createFirestoreDocStore } from './firestore-doc-store';

export interface EmulatorDocStore {
  docs: DocStore;
  /** Deletes the app, closing its connections. */
  close(): Promise<void>;
}

let apps = 0;

export function emulatorDocStore(opts: {
  projectId: string;
  host: string;
  port: number;
  token: string | null;
}): EmulatorDocStore {
  const app = initializeApp(
    { projectId: opts.projectId, apiKey: 'demo-api-key' },
    `emulator-${process.pid}-${(apps += 1)}`,
  );
  const db = initializeFirestore(app, {});
  connectFirestoreEmulator(db, opts.host, opts.port, opts.token ? { mockUserToken: opts.token } : undefined);
  return { docs: createFirestoreDocStore(db), close: () => deleteApp(app) };
}
