/**
 * Chooses the backend adapter at start-up from appEnv.backend. Auth, documents and callables
 * use the real Firebase SDKs in both modes ('local' points them at the Auth and Firestore
 * emulators and the local host); files go to Storage ('firebase') or to the local host's file
 * stand-in ('local'). Every SDK is loaded with a dynamic import when first needed, so the entry
 * bundle carries none and a public page paints without them (docs/architecture.md section 2);
 * what a signed-out visitor may read, and the calls that need no caller, public pages make with
 * plain fetch instead (Firestore's REST API, the callable protocol).
 */
import { appEnv } from '@/config/env';
import type { Backend, PublicReader } from './ports';
import { EMULATOR_HOST, EMULATOR_PORTS } from './firebase/emulator-address';
import { createFetchCallables } from './firebase/fetch-callables';
import { createFirestoreRestReader } from './firebase/firestore-rest-reader';
import { lazyAuthService } from './firebase/lazy-auth';
import { lazyCallables, lazyDocStore, lazyFileStore, loadOnce } from './firebase/lazy-stores';
import { browserStoredSession } from './firebase/stored-session';

/** The Firestore emulator the app talks to, or null for the project's own database. */
function firestoreEmulatorUrl(): string | null {
  if (appEnv.backend === 'local') return appEnv.firestoreEmulatorUrl;
  return appEnv.useEmulators ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}` : null;
}

/**
 * App Check's header for the SDK-free requests, in a browser build that has App Check (which the
 * project then enforces, README "Deploying"); its SDK loads with the first such request.
 */
const appCheckHeaders =
  appEnv.firebase.appCheckSiteKey && !appEnv.useEmulators && appEnv.backend === 'firebase'
    ? async () => (await import('./firebase/firebase-app')).appCheckHeaders()
    : undefined;

/**
 * Signed-out reads over Firestore's REST API. The build reads the published posts with it too,
 * `inBrowser` false: there is no App Check token in Node.
 */
export function createPublicReader({ inBrowser }: { inBrowser: boolean }): PublicReader {
  const emulator = firestoreEmulatorUrl();
  return createFirestoreRestReader({
    baseUrl: emulator ?? 'https://firestore.googleapis.com',
    projectId: appEnv.projectId,
    apiKey: emulator ? null : appEnv.firebase.apiKey,
    headers: inBrowser ? appCheckHeaders : undefined,
  });
}

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

  const docs = lazyDocStore(async () => {
    const [a, m] = await Promise.all([app(), import('./firebase/firestore-doc-store'), authFirst()]);
    return m.createFirestoreDocStore(m.connectedFirestore(a, firestoreEmulatorUrl()));
  });
  const publicDocs = createPublicReader({ inBrowser: true });
  const publicFunctions = createFetchCallables({ headers: appCheckHeaders });

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
      publicDocs,
      publicFunctions,
      files: lazyFileStore(async () => (await import('./local/local-file-store')).createLocalFileStore(opts)),
    };
  }
  return {
    mode: 'firebase',
    auth,
    functions,
    docs,
    publicDocs,
    publicFunctions,
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
