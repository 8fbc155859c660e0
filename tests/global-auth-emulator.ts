/**
 * Vitest global setup for the node project: one Auth emulator and one Firestore emulator (with
 * firestore.rules) on free ports for all server, handler and access tests. Tests read their
 * hosts from FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { startAuthEmulator } from '../server/dev/auth-emulator';
import { startFirestoreEmulator } from '../server/dev/firestore-emulator';

export const TEST_PROJECT_ID = 'demo-jobkit-test';

export default async function setup() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-auth-'));
  const [emulator, firestore] = await Promise.all([
    startAuthEmulator({ projectId: TEST_PROJECT_ID, workDir }),
    startFirestoreEmulator(),
  ]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIRESTORE_EMULATOR_HOST = firestore.hostPort;
  process.env.GCLOUD_PROJECT = TEST_PROJECT_ID;
  return async () => {
    await Promise.all([emulator.stop(), firestore.stop()]);
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
