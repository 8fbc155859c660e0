/**
 * Browser-side settings, read once from Vite's env. Only VITE_* values reach the bundle, and
 * none of them is a secret (Firebase web config is public by design).
 */
const env = import.meta.env;

function pickMode(): 'local' | 'firebase' {
  if (env.VITE_BACKEND === 'local' || env.VITE_BACKEND === 'firebase') return env.VITE_BACKEND;
  return env.VITE_FIREBASE_API_KEY ? 'firebase' : 'local';
}

export const appEnv = {
  backend: pickMode(),
  projectId: (env.VITE_FIREBASE_PROJECT_ID as string | undefined) ?? 'demo-jobkit',
  /**
   * The site's public address (no trailing slash): the canonical and Open Graph URLs written into
   * the prerendered pages. The browser uses the address it is on.
   */
  siteUrl: ((env.VITE_SITE_URL as string | undefined) ?? 'http://127.0.0.1:5173').replace(/\/+$/, ''),
  /** Local mode: our local host (callables, webhooks, files). */
  localBackendUrl: (env.VITE_LOCAL_BACKEND_URL as string | undefined) ?? 'http://127.0.0.1:8787',
  /** Local mode: Google's Firestore emulator, where every document lives. */
  firestoreEmulatorUrl: (env.VITE_FIRESTORE_EMULATOR_URL as string | undefined) ?? 'http://127.0.0.1:8080',
  /** Local mode (and `npm run emulators`): the Firebase Auth emulator. */
  authEmulatorUrl: (env.VITE_AUTH_EMULATOR_URL as string | undefined) ?? 'http://127.0.0.1:9099',
  /** Firebase mode against the Google emulator suite (`npm run emulators`). */
  useEmulators: env.VITE_USE_EMULATORS === 'true',
  firebase: {
    apiKey: (env.VITE_FIREBASE_API_KEY as string | undefined) ?? 'demo-api-key',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET as string | undefined,
    appId: env.VITE_FIREBASE_APP_ID as string | undefined,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID as string | undefined,
    /**
     * reCAPTCHA Enterprise site key of App Check: with App Check enforced for Firestore, only
     * this site's pages may write, so the forms anyone may send (ideas, newsletter) cannot be
     * flooded by a script. Unset: no App Check (local mode, emulators).
     */
    appCheckSiteKey: env.VITE_FIREBASE_APPCHECK_SITE_KEY as string | undefined,
  },
} as const;
