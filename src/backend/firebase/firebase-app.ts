/**
 * The one Firebase app of the SPA, from the public web config in appEnv. Lazily created so
 * that importing the backend module has no side effects (tests, server-side tools).
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { appEnv } from '@/config/env';

export function getFirebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const { apiKey, authDomain, storageBucket, appId, messagingSenderId, appCheckSiteKey } = appEnv.firebase;
  const app = initializeApp({
    apiKey,
    projectId: appEnv.projectId,
    ...(authDomain ? { authDomain } : {}),
    ...(storageBucket ? { storageBucket } : {}),
    ...(appId ? { appId } : {}),
    ...(messagingSenderId ? { messagingSenderId } : {}),
  });
  // Before any service is used, so every Firestore, Storage and callable request carries a token.
  if (appCheckSiteKey && !appEnv.useEmulators) {
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  return app;
}

/** `http://127.0.0.1:8787` -> `{ host: '127.0.0.1', port: 8787 }` for connect*Emulator. */
export function hostAndPort(url: string): { host: string; port: number } {
  const u = new URL(url);
  const port = u.port ? Number(u.port) : u.protocol === 'https:' ? 443 : 80;
  return { host: u.hostname, port };
}

/** Where the Google emulator suite listens in Firebase mode with VITE_USE_EMULATORS (firebase.json). */
export const EMULATOR_PORTS = { firestore: 8080, storage: 9199, functions: 5001 } as const;
export const EMULATOR_HOST = '127.0.0.1';
