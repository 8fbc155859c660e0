/**
 * The whole product on the local adapter: the Auth and Firestore emulators (child processes),
 * the local host and the web app (Vite) in this process. Used by `npm start` and by the e2e
 * tests' web server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { startAuthEmulator } from './auth-emulator';
import { startFirestoreEmulator } from './firestore-emulator';
import { seedDemoData, type SeedResult } from './seed';
import type { StackConfig } from './stack-config';
import { startBackend } from '../start-backend';
import { startWeb } from './web';

export interface Stack {
  appUrl: string;
  backendUrl: string;
  authUrl: string;
  firestoreUrl: string;
  seed: SeedResult;
  stop(): Promise<void>;
}

export async function startStack(cfg: StackConfig, log: (line: string) => void): Promise<Stack> {
  if (cfg.fresh) fs.rmSync(cfg.dataDir, { recursive: true, force: true });
  fs.mkdirSync(cfg.dataDir, { recursive: true });

  // First, so that a machine without the emulator hears it before anything else starts.
  const firestore = await startFirestoreEmulator({
    port: cfg.firestorePort,
    dataDir: path.join(cfg.dataDir, 'firestore'),
    log: (l) => log(`[firestore] ${l}`),
  });
  process.env.FIRESTORE_EMULATOR_HOST = firestore.hostPort;
  // Documents are kept in the data folder (an emulator export) from one start to the next.
  const stopFirestore = async () => {
    await firestore.save(cfg.projectId).catch((e) => log(`! could not save the documents: ${String(e)}`));
    await firestore.stop();
  };
  const auth = await startAuthEmulator({
    projectId: cfg.projectId,
    port: cfg.authPort,
    dataDir: path.join(cfg.dataDir, 'auth'),
    workDir: path.join(cfg.dataDir, 'tmp'),
    log: (l) => log(`[auth] ${l}`),
  }).catch(async (e: unknown) => {
    await firestore.stop();
    throw e;
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  const stops: Array<() => Promise<void>> = [stopFirestore, () => auth.stop()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((e) => log(`stop failed: ${String(e)}`));
  };

  try {
    const backend = await startBackend({
      port: cfg.backendPort,
      dataDir: cfg.dataDir,
      projectId: cfg.projectId,
      adminEmail: cfg.adminEmail,
      // Where payment providers send buyers back when the browser's origin is unknown.
      appUrls: process.env.APP_URL ? undefined : [`http://127.0.0.1:${cfg.appPort}`],
    });
    stops.push(() => backend.close());

    const admin = initializeApp({ projectId: cfg.projectId }, `seed-${Date.now()}`);
    const seed = await seedDemoData({
      auth: getAuth(admin),
      store: backend.store,
      adminEmail: cfg.adminEmail,
      now: new Date(),
    }).finally(() => deleteApp(admin));

    const web = await startWeb(
      cfg,
      {
        VITE_BACKEND: 'local',
        VITE_FIREBASE_PROJECT_ID: cfg.projectId,
        VITE_LOCAL_BACKEND_URL: backend.url,
        VITE_AUTH_EMULATOR_URL: auth.url,
        VITE_FIRESTORE_EMULATOR_URL: `http://${firestore.hostPort}`,
        // The address the prerendered pages name as their canonical URL.
        VITE_SITE_URL: process.env.APP_URL ?? `http://127.0.0.1:${cfg.appPort}`,
      },
      (l) => log(`[web] ${l}`),
    );
    stops.push(() => web.close());
    return {
      appUrl: web.url,
      backendUrl: backend.url,
      authUrl: auth.url,
      firestoreUrl: `http://${firestore.hostPort}`,
      seed,
      stop: stopAll,
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
