/**
 * The one Firebase app of the SPA, from the public web config in appEnv. Created on first use
 * (backend.ts loads this module when a service is first needed), so importing the backend has no
 * side effects (tests, server-side tools).
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { appEnv } from '@/config/env';

let appCheck: AppCheck | null = null;

export async function loadFirebaseApp(): Promise<FirebaseApp> {
  if (getApps().length > 0) return getApp();
  const { apiKey, authDomain, storageBucket, appId, messagingSenderId, appCheckSiteKey } = appEnv.firebase;
  const config = {
    apiKey,
    projectId: appEnv.projectId,
    ...(authDomain ? { authDomain } : {}),
    ...(storageBucket ? { storageBucket } : {}),
    ...(appId ? { appId } : {}),
    ...(messagingSenderId ? { messagingSenderId } : {}),
  };
  // Before any service is used, so every Firestore, Storage and callable request carries a token.
  // Its SDK is fetched only by a build that has App Check (not local mode, not the emulators).
  if (appCheckSiteKey && !appEnv.useEmulators) {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    if (getApps().length > 0) return getApp(); // Created by a concurrent call meanwhile.
    const app = initializeApp(config);
    appCheck = initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
      isTokenAutoRefreshEnabled: true,
    });
    return app;
  }
  return initializeApp(config);
}

/**
 * The `X-Firebase-AppCheck` header for requests made without the SDKs (the public reader, the
 * public callables), when the build has App Check; empty otherwise.
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  await loadFirebaseApp();
  if (!appCheck) return {};
  const { getToken } = await import('firebase/app-check');
  return { 'X-Firebase-AppCheck': (await getToken(appCheck)).token };
}
