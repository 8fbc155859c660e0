/**
 * Google's Firestore emulator started directly from its jar with the project's firestore.rules,
 * on 127.0.0.1: the one document store of `npm start`, the e2e stack and every test (see
 * docs/architecture.md, "Data path"). firebase-tools is not used to start it because it refuses
 * Java below 21, while Debian's google-cloud-cli-firestore-emulator runs on Java 17.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './free-port';

/** Where Debian's google-cloud-cli-firestore-emulator installs the jar. */
export const GCLOUD_EMULATOR_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** The class the package's own launcher script starts. */
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export const RULES_FILE = path.resolve(import.meta.dirname, '../../firestore.rules');

const INSTALL_HINT =
  "install Debian's google-cloud-cli-firestore-emulator and a Java 17+ runtime " +
  '(or set FIRESTORE_EMULATOR_JAR to cloud-firestore-emulator.jar)';

/** The major version of `java` (0 when it does not run). */
export function javaMajorVersion(java: string): number {
  const res = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${res.stderr ?? ''}${res.stdout ?? ''}`);
  if (!m) return 0;
  // Java 8 and older say "1.8.0".
  return m[1] === '1' ? Number(m[2] ?? 0) : Number(m[1]);
}

/** Where firebase-tools keeps the emulators it downloads (`firebase setup:emulators:firestore`). */
export const FIREBASE_TOOLS_CACHE = path.join(os.homedir(), '.cache', 'firebase', 'emulators');

/** The newest Firestore emulator jar in firebase-tools' cache, if any. */
function firebaseToolsJar(dir: string): string | null {
  const jars = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : [];
  return jars.length ? path.join(dir, jars.at(-1)!) : null;
}

export interface EmulatorCommand {
  java: string;
  jar: string;
}

/**
 * Finds a jar this machine can run: FIRESTORE_EMULATOR_JAR, then gcloud's install path, then
 * firebase-tools' download (which needs Java 21). Throws one line saying what to install.
 */
export function findFirestoreEmulator(
  env: NodeJS.ProcessEnv = process.env,
  places = { gcloudJar: GCLOUD_EMULATOR_JAR, firebaseToolsCache: FIREBASE_TOOLS_CACHE },
): EmulatorCommand {
  const java = env.JAVA ?? 'java';
  const version = javaMajorVersion(java);
  if (env.FIRESTORE_EMULATOR_JAR) {
    if (!fs.existsSync(env.FIRESTORE_EMULATOR_JAR)) {
      throw new Error(
        `FIRESTORE_EMULATOR_JAR points at ${env.FIRESTORE_EMULATOR_JAR}, which does not exist.`,
      );
    }
    if (version === 0)
      throw new Error(`No Java runtime (${java}) to run the Firestore emulator: install Java 17+.`);
    return { java, jar: env.FIRESTORE_EMULATOR_JAR };
  }
  if (fs.existsSync(places.gcloudJar) && version >= 17) return { java, jar: places.gcloudJar };
  const cached = firebaseToolsJar(places.firebaseToolsCache);
  if (cached && version >= 21) return { java, jar: cached };
  if (version === 0) throw new Error(`No Java runtime to run the Firestore emulator: ${INSTALL_HINT}.`);
  throw new Error(`No Firestore emulator that Java ${version} can run: ${INSTALL_HINT}.`);
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  /** `127.0.0.1:PORT`, the form FIRESTORE_EMULATOR_HOST takes. */
  hostPort: string;
  /** Writes every project's documents to the data folder (when one was given). */
  save(projectId: string): Promise<void>;
  stop(): Promise<void>;
}

export interface FirestoreEmulatorOptions {
  /** 0 or absent: a free port. */
  port?: number;
  /** Where documents are kept between runs (an emulator export); none: memory only. */
  dataDir?: string;
  log?: (line: string) => void;
}

const EXPORT_NAME = 'firestore_export';
const exportMetadata = (dir: string) => path.join(dir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);

export async function startFirestoreEmulator(
  opts: FirestoreEmulatorOptions = {},
): Promise<FirestoreEmulator> {
  const { java, jar } = findFirestoreEmulator();
  const host = '127.0.0.1';
  const port = opts.port || (await freePort());
  const args = ['-Duser.language=en', '-cp', jar, MAIN_CLASS, 'start', `--host=${host}`, `--port=${port}`];
  args.push(`--rules=${RULES_FILE}`);
  if (opts.dataDir && fs.existsSync(exportMetadata(opts.dataDir))) {
    args.push(`--seed_from_export=${exportMetadata(opts.dataDir)}`);
  }
  // Its own process group, so stopping it stops every process it starts.
  const child = spawn(java, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  // No java, or an emulator that quits: reported at once instead of after the start timeout.
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (e) => reject(e));
    child.once('exit', (code) => reject(new Error(`the emulator exited with code ${code}`)));
  });
  failed.catch(() => undefined);
  // A parent that ends without stop() (a crash, process.exit) must not leave the emulator behind.
  const killOnExit = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
    for (const line of d.toString().split('\n')) if (line.trim()) opts.log?.(line.trim());
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit);
      resolve();
    }),
  );
  const kill = async () => {
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
    await kill();
    throw new Error(`Firestore emulator did not start: ${String(e)}\n${output}`, { cause: e });
  }
  const save = async (projectId: string) => {
    if (!opts.dataDir) return;
    // The emulator writes into export_directory/export_name/.
    const dir = path.resolve(opts.dataDir);
    fs.mkdirSync(dir, { recursive: true });
    const res = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}:export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${projectId}/databases/(default)`,
        export_directory: dir,
        export_name: EXPORT_NAME,
      }),
    });
    if (!res.ok) throw new Error(`Firestore export: HTTP ${res.status} ${await res.text()}`);
  };
  return { host, port, hostPort: `${host}:${port}`, save, stop: kill };
}

/** Replaces the rules the emulator enforces for `projectId` (the emulator's own admin endpoint). */
export async function loadFirestoreRules(
  emulator: Pick<FirestoreEmulator, 'host' | 'port'>,
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

/** Deletes every document of `projectId` (the emulator's own admin endpoint). */
export async function clearFirestore(
  emulator: Pick<FirestoreEmulator, 'host' | 'port'>,
  projectId: string,
): Promise<void> {
  const res = await fetch(
    `http://${emulator.host}:${emulator.port}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`clearing Firestore: HTTP ${res.status} ${await res.text()}`);
}
