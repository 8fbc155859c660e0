/**
 * The Firestore emulator of a running `npm start`, for scripts that add to or wipe its
 * documents: FIRESTORE_EMULATOR_HOST when set, else 127.0.0.1 on FIRESTORE_EMULATOR_PORT
 * (server/dev/stack-config.ts).
 */
import { stackConfigFromEnv } from '../../server/dev/stack-config';

export function localFirestoreHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.FIRESTORE_EMULATOR_HOST || `127.0.0.1:${stackConfigFromEnv(env).firestorePort}`;
}

/** Whether an emulator answers at `hostPort` (its root says "Ok"). */
export async function firestoreAnswers(hostPort: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const res = await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch {
    return false;
  }
}
