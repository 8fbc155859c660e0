/**
 * Hosts registry handlers as firebase-functions v2 callables. Admin SDK clients are created on
 * the first call, not at load, so loading the bundle (deploy analysis, tests) needs no
 * credentials and no network.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { error as logError } from 'firebase-functions/logger';
import { defineString } from 'firebase-functions/params';
import { setGlobalOptions } from 'firebase-functions/v2';
import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { createAdminAuth } from './adapters/admin-auth';
import { createFirestoreAdminStore } from './adapters/firestore-admin-store';
import { createStorageAdminFiles } from './adapters/storage-admin-files';
import { isValidTimeZone } from './handlers/client-meta';
import { invokeHandler } from './handlers/invoke';
import { createAiFromSecrets } from './ai/choose-ai';
import { createFetchScraper } from './jobs/fetch-scraper';
import { createCloudChromiumRenderer } from './pdf/cloud-chromium';
import { HandlerError, type AdminFiles, type HandlerContext, type HandlerDeps } from './handlers/ports';
import type { AnyHandlerDef } from './handlers/registry';

// Cost guard: one runaway client cannot scale a function past this.
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

const adminEmail = defineString('ADMIN_EMAIL', {
  description: 'E-mail of the one admin account (verified e-mail only gets the admin claim)',
});

let deps: HandlerDeps | undefined;

function lazyFiles(): AdminFiles {
  // The default bucket is only known at run time (FIREBASE_CONFIG), and many handlers never use it.
  let files: AdminFiles | undefined;
  const get = () => (files ??= createStorageAdminFiles(getStorage().bucket()));
  return {
    save: (path, bytes, type) => get().save(path, bytes, type),
    read: (path) => get().read(path),
    remove: (path) => get().remove(path),
  };
}

function getDeps(): HandlerDeps {
  if (deps) return deps;
  if (getApps().length === 0) initializeApp();
  // AI keys come from the function's environment (functions/.env or secrets bound to it).
  const secrets = { get: (name: string) => process.env[name] };
  deps = {
    store: createFirestoreAdminStore(getFirestore()),
    files: lazyFiles(),
    auth: createAdminAuth(getAuth()),
    clock: { now: () => new Date() },
    secrets,
    config: { adminEmail: adminEmail.value() },
    ai: createAiFromSecrets(secrets),
    // Chromium starts on the first render and stays warm for the instance's lifetime.
    pdf: createCloudChromiumRenderer(),
    jobs: createFetchScraper(),
  };
  return deps;
}

export function contextOf(req: Pick<CallableRequest<unknown>, 'auth' | 'rawRequest'>): HandlerContext {
  const token = req.auth?.token;
  const tz = req.rawRequest?.headers?.['x-timezone'];
  return {
    uid: req.auth?.uid ?? null,
    email: typeof token?.email === 'string' ? token.email : null,
    emailVerified: token?.email_verified === true,
    admin: token?.admin === true,
    tz: isValidTimeZone(tz) ? tz : 'UTC',
  };
}

export function toHttpsError(e: unknown): HttpsError {
  if (e instanceof HttpsError) return e;
  if (e instanceof HandlerError) return new HttpsError(e.code, e.message);
  // Internals (stack, SDK messages) stay in the logs, not in the client's error.
  logError('callable failed', e);
  return new HttpsError('internal', 'Something went wrong. Please try again.');
}

export function toCallable(def: AnyHandlerDef, opts: CallableOptions = {}) {
  return onCall({ timeoutSeconds: 150, ...opts }, async (req) => {
    try {
      return await invokeHandler(def, getDeps(), contextOf(req), req.data);
    } catch (e) {
      throw toHttpsError(e);
    }
  });
}
