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
