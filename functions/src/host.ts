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
import {
  HttpsError,
  onCall,
  onRequest,
  type CallableOptions,
  type CallableRequest,
  type HttpsOptions,
} from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createAdminAuth } from './adapters/admin-auth';
import { composeHandlerDeps, parseAppUrls } from './compose-deps';
import { createFirestoreAdminStore } from './adapters/firestore-admin-store';
import { createStorageAdminFiles } from './adapters/storage-admin-files';
import { invokeHandler, requestContext } from './handlers/invoke';
import { createCloudChromiumRenderer } from './pdf/cloud-chromium';
import { headerMap, type WebhookDef } from './handlers/webhook';
import type { ScheduledTaskDef } from './handlers/scheduled';
import { siteOrigin, type SiteFileDef } from './handlers/site-files';
import { HandlerError, type AdminFiles, type HandlerContext, type HandlerDeps } from './handlers/ports';
import type { AnyHandlerDef } from './handlers/registry';

// Cost guard: one runaway client cannot scale a function past this.
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

const adminEmail = defineString('ADMIN_EMAIL', {
  description: 'E-mail of the one admin account (verified e-mail only gets the admin claim)',
});
const appUrl = defineString('APP_URL', {
  description: 'Origin(s) of the web app, comma-separated; payment providers return buyers there',
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
  // Keys come from the function's environment: functions/.env for settings, and the secrets
  // bound to this function (secrets.ts), which Cloud Functions sets as environment variables.
  const secrets = { get: (name: string) => process.env[name] };
  const project = process.env.GCLOUD_PROJECT ?? '';
  deps = composeHandlerDeps({
    store: createFirestoreAdminStore(getFirestore()),
    files: lazyFiles(),
    auth: createAdminAuth(getAuth()),
    clock: { now: () => new Date() },
    secrets,
    adminEmail: adminEmail.value(),
    appUrls: parseAppUrls(appUrl.value()),
    allowLoopbackOrigins: false,
    // Chromium starts on the first render and stays warm for the instance's lifetime.
    pdf: createCloudChromiumRenderer(),
    // Real payment providers only: without keys a provider is simply not offered in production.
    webhookBaseUrl: () => process.env.WEBHOOK_BASE_URL ?? `https://us-central1-${project}.cloudfunctions.net`,
  });
  return deps;
}

type RawRequest = Pick<CallableRequest<unknown>['rawRequest'], 'headers' | 'ip'>;

/**
 * The caller's address as Google's front end saw it: the last entry of X-Forwarded-For, which the
 * front end appends; the entries before it are whatever the client sent, and Express's `ip` (the
 * first entry, as the Functions runtime trusts the proxy) is one of those, so a client could name
 * a new address on every call and pass each once-per-visitor count (docs/architecture.md, section 5).
 */
export function callerAddress(raw: RawRequest | undefined): string | undefined {
  const forwarded = raw?.headers?.['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? raw?.ip;
}

export function contextOf(req: Pick<CallableRequest<unknown>, 'auth' | 'rawRequest'>): HandlerContext {
  const token = req.auth?.token;
  const caller = req.auth
    ? {
        uid: req.auth.uid,
        email: typeof token?.email === 'string' ? token.email : null,
        emailVerified: token?.email_verified === true,
        admin: token?.admin === true,
      }
    : null;
  return requestContext(caller, req.rawRequest?.headers?.origin, callerAddress(req.rawRequest));
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

/** A provider webhook as an HTTP function: the raw body goes to the handler untouched. */
export function toWebhook(def: WebhookDef, secrets: HttpsOptions['secrets'] = []) {
  return onRequest({ timeoutSeconds: 60, secrets }, async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).json({ error: 'POST only' });
      return;
    }
    const headers = headerMap(req.headers);
    try {
      const out = await def.run(getDeps(), { rawBody: req.rawBody?.toString('utf8') ?? '', headers });
      res.status(out.status).json(out.body);
    } catch (e) {
      // Non-2xx makes the provider retry later, which is what a transient failure needs.
      logError(`webhook ${def.name} failed`, e);
      res.status(500).json({ error: 'internal' });
    }
  });
}

/** A scheduled task on Cloud Scheduler; a failure is logged and the next run tries again. */
export function toScheduledTask(def: ScheduledTaskDef) {
  return onSchedule({ schedule: `every ${def.everyMinutes} minutes`, timeoutSeconds: 300 }, async () => {
    try {
      await def.run(getDeps());
    } catch (e) {
      logError(`scheduled task ${def.name} failed`, e);
      throw e;
    }
  });
}

/**
 * A crawler file (robots.txt, sitemap.xml) as an HTTP function behind a Hosting rewrite. The
 * site's origin comes from APP_URL, else from the host the request was made to.
 */
export function toSiteFile(def: SiteFileDef) {
  return onRequest({ timeoutSeconds: 30 }, async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).send('GET only');
      return;
    }
    try {
      const deps = getDeps();
      const forwarded = req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost';
      const body = await def.run(deps, siteOrigin(deps, `https://${forwarded}`));
      res.set('Content-Type', def.contentType).set('Cache-Control', 'public, max-age=3600');
      res.status(200).send(body);
    } catch (e) {
      logError(`site file ${def.name} failed`, e);
      res.status(500).send('');
    }
  });
}
