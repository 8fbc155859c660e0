/**
 * A throwaway local host for `npm run bench`, put together as `npm start` does it: a Firestore
 * emulator (memory only) and an Auth emulator on free ports, and the backend on a free port
 * pointed at them. Everything is stopped by its handle afterwards and the emulator variables
 * are put back, so the next group starts from nothing.
 */
import path from 'node:path';
import { startAuthEmulator, type AuthEmulator } from '../server/dev/auth-emulator';
import { startFirestoreEmulator, type FirestoreEmulator } from '../server/dev/firestore-emulator';
import type { BackendServer, StartBackendOptions } from '../server/start-backend';

export interface BenchHost {
  firestore: FirestoreEmulator;
  auth: AuthEmulator;
  backend: BackendServer;
}

const ENV = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const;

/** The hosts still up: the Firestore emulator is a process group of its own, outliving ours. */
const running = new Set<() => Promise<void>>();

/** Stops every host still up (the bench's watchdog and Ctrl+C, before they exit). */
export async function stopBenchHosts(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

/** Runs `fn` on a fresh local host whose files go below `dir`. */
export async function withBenchHost<R>(
  dir: string,
  opts: Omit<StartBackendOptions, 'port' | 'dataDir'>,
  fn: (host: BenchHost) => Promise<R>,
): Promise<R> {
  const saved = ENV.map((name) => process.env[name]);
  const stops: Array<() => Promise<void>> = [];
  let stopped: Promise<void> | undefined;
  const stopAll = () =>
    (stopped ??= (async () => {
      for (const stop of stops.reverse()) {
        await stop().catch((e: unknown) => console.error('bench: stop failed:', e));
      }
    })());
  running.add(stopAll);
  try {
    // Both emulators are JVM/Node start-ups of a few seconds: started side by side.
    const [firestore, auth] = await Promise.allSettled([
      startFirestoreEmulator(),
      startAuthEmulator({ projectId: opts.projectId, workDir: path.join(dir, 'auth') }),
    ]);
    if (firestore.status === 'fulfilled') stops.push(() => firestore.value.stop());
    if (auth.status === 'fulfilled') stops.push(() => auth.value.stop());
    if (firestore.status === 'rejected') throw firestore.reason;
    if (auth.status === 'rejected') throw auth.reason;
    process.env.FIRESTORE_EMULATOR_HOST = firestore.value.hostPort;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.value.host;
    // Imported after the variables are set, in case a module reads them on load.
    const { startBackend } = await import('../server/start-backend');
    const backend = await startBackend({ ...opts, port: 0, dataDir: path.join(dir, 'data') });
    stops.push(() => backend.close());
    return await fn({ firestore: firestore.value, auth: auth.value, backend });
  } finally {
    await stopAll();
    running.delete(stopAll);
    ENV.forEach((name, i) => {
      if (saved[i] === undefined) delete process.env[name];
      else process.env[name] = saved[i];
    });
  }
}
