/**
 * Chooses the backend adapter at start-up from appEnv.backend. Auth, documents and callables
 * use the real Firebase SDKs in both modes ('local' points them at the Auth and Firestore
 * emulators and the local host); files go to Storage ('firebase') or to the local host's file
 * stand-in ('local'), each loaded with a dynamic import so a bundle carries only one.
 */
import { appEnv } from '@/config/env';
import type { Backend } from './ports';
import { connectedAuth, createAuthService } from './firebase/auth-service';
import { connectedFunctions, createCallables } from './firebase/callables';
import { EMULATOR_HOST, EMULATOR_PORTS } from './firebase/emulator-address';
import { getFirebaseApp } from './firebase/firebase-app';
import { lazyDocStore, lazyFileStore } from './firebase/lazy-stores';

export function createBackend(): Backend {
  const app = getFirebaseApp();
  const local = appEnv.backend === 'local';
  // Google's popup cannot work against an emulator (offline): the app shows its own chooser.
  const emulatorUrl = local || appEnv.useEmulators ? appEnv.authEmulatorUrl : null;
  const firebaseAuth = connectedAuth(app, emulatorUrl);
  const functions = createCallables(connectedFunctions());
  const auth = createAuthService(firebaseAuth, {
    googleMode: emulatorUrl ? 'chooser' : 'popup',
    callables: functions,
  });

  const firestoreEmulatorUrl = local
    ? appEnv.firestoreEmulatorUrl
    : appEnv.useEmulators
      ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`
      : null;
  const docs = lazyDocStore(async () => {
    const m = await import('./firebase/firestore-doc-store');
    return m.createFirestoreDocStore(m.connectedFirestore(app, firestoreEmulatorUrl));
  });

  if (local) {
    const opts = {
      baseUrl: appEnv.localBackendUrl,
      getToken: async (): Promise<string | null> => (await firebaseAuth.currentUser?.getIdToken()) ?? null,
    };
    return {
      mode: 'local',
      auth,
      functions,
      docs,
      files: lazyFileStore(async () => (await import('./local/local-file-store')).createLocalFileStore(opts)),
    };
  }
  return {
    mode: 'firebase',
    auth,
    functions,
    docs,
    files: lazyFileStore(async () => {
      const m = await import('./firebase/storage-file-store');
      return m.createStorageFileStore(m.connectedStorage(app, appEnv.useEmulators));
    }),
  };
}

let instance: Backend | undefined;

/** The app's one backend, created on first use (not at import, so tests can avoid it). */
export function getBackend(): Backend {
  instance ??= createBackend();
  return instance;
}
