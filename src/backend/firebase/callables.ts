/**
 * Callables over the Functions SDK. The same protocol is answered by Cloud Functions, the
 * functions emulator, and the local backend (server/), so only the target changes by mode.
 */
import type { FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { appEnv } from '@/config/env';
import { TZ_FIELD } from '@/domain/dates';
import { GENERATION_WAIT_MS } from '@/domain/magic-cv/timing';
import type { Callables } from '../ports';
import { EMULATOR_HOST, EMULATOR_PORTS, hostAndPort } from './emulator-address';
import { toBackendError } from './firebase-errors';

// A generation may take the server's whole bound: the SDK waits as long as the page does.
const CALL_TIMEOUT_MS = GENERATION_WAIT_MS;

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function withTimeZone(data: unknown): unknown {
  const tz = timeZone();
  if (!tz) return data;
  if (data === undefined || data === null) return { [TZ_FIELD]: tz };
  if (typeof data === 'object' && !Array.isArray(data)) return { ...data, [TZ_FIELD]: tz };
  return data;
}

export function connectedFunctions(app: FirebaseApp): Functions {
  const functions = getFunctions(app, 'us-central1');
  if (appEnv.backend === 'local') {
    const { host, port } = hostAndPort(appEnv.localBackendUrl);
    connectFunctionsEmulator(functions, host, port);
  } else if (appEnv.useEmulators) {
    connectFunctionsEmulator(functions, EMULATOR_HOST, EMULATOR_PORTS.functions);
  }
  return functions;
}

export function createCallables(functions: Functions): Callables {
  return {
    async call<I, O>(name: string, data: I): Promise<O> {
      try {
        const fn = httpsCallable<unknown, O>(functions, name, { timeout: CALL_TIMEOUT_MS });
        const res = await fn(withTimeZone(data));
        return res.data;
      } catch (e) {
        throw toBackendError(e);
      }
    },
  };
}
