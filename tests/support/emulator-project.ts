/**
 * A project of its own on the Firestore emulator that the node project's global setup started
 * (FIRESTORE_EMULATOR_HOST): test files run against one emulator, and a project per store keeps
 * their documents apart. Closing the store deletes the project's documents.
 */
import { clearFirestore } from '../../server/dev/firestore-emulator';

export interface EmulatorAddress {
  host: string;
  port: number;
}

export function sharedFirestoreEmulator(): EmulatorAddress {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set (tests/global-auth-emulator.ts sets it)');
  return { host, port: Number(port) };
}

let projects = 0;

/** Opens stores with `open` on a new project id; closing them also clears that project. */
export function inOwnProject<O extends { close(): Promise<void> }>(
  label: string,
  open: (projectId: string, emulator: EmulatorAddress) => O,
): O {
  const emulator = sharedFirestoreEmulator();
  const projectId = `demo-${label}-${process.pid}-${(projects += 1)}`;
  const opened = open(projectId, emulator);
  return {
    ...opened,
    async close() {
      await opened.close();
      await clearFirestore(emulator, projectId);
    },
  };
}
