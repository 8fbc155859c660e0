/**
 * Chooses the backend adapter at start-up from appEnv.backend. Auth, documents and callables
 * use the real Firebase SDKs in both modes ('local' points them at the Auth and Firestore
 * emulators and the local host); files go to Storage ('firebase') or to the local host's file
 * stand-in ('local'). Every SDK is loaded with a dynamic import when first needed, so the entry
 * bundle carries none and a public page paints without them (docs/architecture.md section 2).
 */
import { appEnv } from '@/config/env';
import type { Backend } from './ports';
import { EMULATOR_HOST, EMULATOR_PORTS } from './firebase/emulator-address';
import { lazyAuthService } from './firebase/lazy-auth';
import { lazyCallables, lazyDocStore, lazyFileStore, loadOnce } from './firebase/lazy-stores';
import { browserStoredSession } from './firebase/stored-session';

export function createBackend(): Backend {
  const local = appEnv.backend === 'local';
  // Google's popup cannot work against an emulator (offline): the app shows its own chooser.
  const emulatorUrl = local || appEnv.useEmulators ? appEnv.authEmulatorUrl : null;
  const googleMode = emulatorUrl ? 'chooser' : 'popup';

  const app = loadOnce(async () => (await import('./firebase/firebase-app')).loadFirebaseApp());
  const functions = lazyCallables(async () => {
    const [a, m] = await Promise.all([app(), import('./firebase/callables')]);
    return m.createCallables(m.connectedFunctions(a));
  });
  let authStarted = false;
  const firebaseAuth = loadOnce(async () => {
    authStarted = true;
    const [a, m] = await Promise.all([app(), import('./firebase/auth-service')]);
    return { m, auth: m.connectedAuth(a, emulatorUrl) };
  });
  // Loaded at once when a session may be stored here (the restored user is then emitted as
  // before); a visitor without one is signed out without the SDK, until a sign-in needs it.
  const auth = lazyAuthService(
    async () => {
      const { m, auth: fa } = await firebaseAuth();
      return m.createAuthService(fa, { googleMode, callables: functions });
    },
    { googleMode, storedSession: browserStoredSession() },
  );
  /** Once Auth is on its way, the other SDKs start after it, as they did when it loaded eagerly. */
  const authFirst = async () => {
    if (authStarted) await firebaseAuth().catch(() => undefined);
  };

  const firestoreEmulatorUrl = local
    ? appEnv.firestoreEmulatorUrl
    : appEnv.useEmulators
      ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`
      : null;
  const docs = lazyDocStore(async () => {
    const [a, m] = await Promise.all([app(), import('./firebase/firestore-doc-store'), authFirst()]);
    return m.createFirestoreDocStore(m.connectedFirestore(a, firestoreEmulatorUrl));
  });

  if (local) {
    const opts = {
      baseUrl: appEnv.localBackendUrl,
      // Auth not started: nobody is signed in, and there is no token to send.
      getToken: async (): Promise<string | null> =>
        authStarted ? ((await (await firebaseAuth()).auth.currentUser?.getIdToken()) ?? null) : null,
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
      const [a, m] = await Promise.all([app(), import('./firebase/storage-file-store'), authFirst()]);
      return m.createStorageFileStore(m.connectedStorage(a, appEnv.useEmulators));
    }),
  };
}

let instance: Backend | undefined;

/** The app's one backend, created on first use (not at import, so tests can avoid it). */
export function getBackend(): Backend {
  instance ??= createBackend();
  return instance;
}
