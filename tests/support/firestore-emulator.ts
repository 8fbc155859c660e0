/**
 * Google's Firestore emulator (Debian's google-cloud-cli-firestore-emulator, on Java 17) started
 * directly from its jar with the project's firestore.rules, on 127.0.0.1 and a free port: the one
 * way a test executes the production rules. firebase-tools is not used because it wants Java 21.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, waitForHttp } from '../../server/dev/free-port';

/** The emulator's jar: FIRESTORE_EMULATOR_JAR, else where Debian's package installs it. */
export const FIRESTORE_EMULATOR_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** The class the package's own launcher script starts. */
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export const RULES_FILE = path.resolve(import.meta.dirname, '../../firestore.rules');

export interface FirestoreEmulator {
  host: string;
  port: number;
  stop(): Promise<void>;
}

export async function startFirestoreEmulator(): Promise<FirestoreEmulator> {
  if (!fs.existsSync(FIRESTORE_EMULATOR_JAR)) {
    throw new Error(
      `No Firestore emulator at ${FIRESTORE_EMULATOR_JAR}: install Debian's google-cloud-cli-firestore-emulator ` +
        '(and Java 17 or later), or point FIRESTORE_EMULATOR_JAR at cloud-firestore-emulator.jar.',
    );
  }
  const host = '127.0.0.1';
  const port = await freePort();
  // Its own process group, so stopping it stops every process it starts.
  const child = spawn(
    process.env.JAVA ?? 'java',
    [
      '-Duser.language=en',
      '-cp',
      FIRESTORE_EMULATOR_JAR,
      MAIN_CLASS,
      'start',
      `--host=${host}`,
      `--port=${port}`,
      `--rules=${RULES_FILE}`,
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // No java, or an emulator that quits: reported at once instead of after the start timeout.
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (e) => reject(e));
    child.once('exit', (code) => reject(new Error(`the emulator exited with code ${code}`)));
  });
  failed.catch(() => undefined);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => void (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
  };
  try {
    await Promise.race([waitForHttp(`http://${host}:${port}/`, 60_000), failed]);
  } catch (e) {
    await stop();
    throw new Error(`Firestore emulator did not start: ${String(e)}\n${stderr}`, { cause: e });
  }
  return { host, port, stop };
}

/** Replaces the rules the emulator enforces for `projectId` (the emulator's own admin endpoint). */
export async function loadFirestoreRules(
  emulator: FirestoreEmulator,
  projectId: string,
  rules: string,
): Promise<void> {
  const res = await fetch(
    `http://${emulator.host}:${emulator.port}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  if (!res.ok) throw new Error(`loading rules: HTTP ${res.status} ${await res.text()}`);
}
