/**
 * Chooses the backend adapter at start-up from appEnv.backend. Auth and callables use the real
 * Firebase SDKs in both modes; documents and files go to Firestore/Storage ('firebase') or to
 * our local backend ('local'), each loaded with a dynamic import so a bundle carries only one.
 */
import { appEnv } from '@/config/env';
import type { Backend } from './ports';
import type { LocalDocStore } from './local/local-doc-store';
import { connectedAuth, createAuthService } from './firebase/auth-service';
import { connectedFunctions, createCallables } from './firebase/callables';
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

  if (local) {
    const opts = {
      baseUrl: appEnv.localBackendUrl,
      getToken: async (): Promise<string | null> => (await firebaseAuth.currentUser?.getIdToken()) ?? null,
    };
    let liveDocs: LocalDocStore | undefined;
    // The live socket carries the caller's token: resend it when the user or its claims change.
    auth.onChange(() => liveDocs?.reauthenticate());
    return {
      mode: 'local',
      auth,
      functions,
      docs: lazyDocStore(async () => {
        liveDocs = (await import('./local/local-doc-store')).createLocalDocStore(opts);
        return liveDocs;
      }),
      files: lazyFileStore(async () => (await import('./local/local-file-store')).createLocalFileStore(opts)),
    };
  }
  return {
    mode: 'firebase',
    auth,
    functions,
    docs: lazyDocStore(async () => {
      const m = await import('./firebase/firestore-doc-store');
      return m.createFirestoreDocStore(m.connectedFirestore(app, appEnv.useEmulators));
    }),
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
