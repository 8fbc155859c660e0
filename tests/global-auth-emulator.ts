/**
 * Vitest global setup for the node project: one Auth emulator on a free port for all server,
 * handler and access tests. Tests read its host from FIREBASE_AUTH_EMULATOR_HOST.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { startAuthEmulator } from '../server/dev/auth-emulator';

export const TEST_PROJECT_ID = 'demo-jobkit-test';

export default async function setup() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-auth-'));
  const emulator = await startAuthEmulator({ projectId: TEST_PROJECT_ID, workDir });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.GCLOUD_PROJECT = TEST_PROJECT_ID;
  return async () => {
    await emulator.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
