/**
 * Callables over the Functions SDK. The same protocol is answered by Cloud Functions, the
 * functions emulator, and the local backend (server/), so only the target changes by mode.
 */
import type { FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import type { Callables } from '../ports';
import { CALL_TIMEOUT_MS, FUNCTIONS_REGION, functionsEmulatorUrl, withTimeZone } from './callable-wire';
import { hostAndPort } from './emulator-address';
import { toBackendError } from './firebase-errors';

export function connectedFunctions(app: FirebaseApp): Functions {
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const emulator = functionsEmulatorUrl();
  if (emulator) {
    const { host, port } = hostAndPort(emulator);
    connectFunctionsEmulator(functions, host, port);
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
