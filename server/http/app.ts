/**
 * The local host's Fastify app: callables, webhooks, the payment simulator and the file
 * stand-in behind one error format (documents are the Firestore emulator's). Only the app's own
 * pages may call it (origins.ts): a request whose Host is not 127.0.0.1 or localhost at this port
 * gets 421, CORS answers the app's origins alone, and a request from any other page is refused;
 * both before any work.
 */
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { HandlerDeps } from '../../functions/src/handlers/ports';
import type { AnyHandlerDef } from '../../functions/src/handlers/registry';
import type { WebhookDef } from '../../functions/src/handlers/webhook';
import type { PaymentSimulator } from '../../functions/src/payments/simulator/simulator';
import type { TokenVerifier } from '../auth/token-verifier';
import type { DiskFiles } from '../files/disk-files';
import { errorBody, misdirected, notFound, permissionDenied, toApiError } from './api-error';
import { registerCallableRoutes } from './callable-routes';
import { registerFilesRoutes } from './files-routes';
import { originAllowed, ownHost } from './origins';
import { registerSimulatorRoutes } from './simulator-routes';
import { registerWebhookRoutes } from './webhook-routes';
import { siteOrigin, type SiteFileDef } from '../../functions/src/handlers/site-files';

export interface AppDeps {
  projectId: string;
  files: DiskFiles;
  verifier: TokenVerifier;
  handlers: readonly AnyHandlerDef[];
  /** Provider webhooks, with the raw body (functions/src/handlers/registry.ts). */
  webhooks?: readonly WebhookDef[];
  /** /robots.txt and /sitemap.xml (functions/src/handlers/site-files.ts). */
  siteFiles?: readonly SiteFileDef[];
  handlerDeps: HandlerDeps;
  now: () => Date;
  logError: (e: unknown) => void;
  /** The local payment simulator, served under /sim/* when present. */
  simulator?: PaymentSimulator;
  /** The web app's origins (origins.ts `appOrigins`): the only pages that may call. */
  appOrigins: readonly string[];
}

// A Firestore document is at most 1 MiB; a little more leaves room for the JSON envelope.
const JSON_BODY_LIMIT = 1.5 * 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: JSON_BODY_LIMIT, forceCloseConnections: true });
  const allowed = new Set(deps.appOrigins);
  // First of all, before CORS: a page on a name rebound to 127.0.0.1 sends that name as Host.
  app.addHook('onRequest', async (req, reply) => {
    if (ownHost(req.headers.host, req.socket.localPort)) return;
    const err = misdirected();
    return reply.code(err.httpStatus).send(errorBody(err));
  });
  await app.register(cors, {
    origin: [...allowed],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  // Calls without an Origin (scripts, tests, providers' webhooks) are not from a page.
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (origin === undefined || originAllowed(origin, allowed, req.headers.host)) return;
    const err = permissionDenied(`Calls from ${origin} are not allowed.`);
    return reply.code(err.httpStatus).send(errorBody(err));
  });

  app.setErrorHandler((e, _req, reply) => {
    const err = toApiError(e, deps.logError);
    void reply.code(err.httpStatus).send(errorBody(err));
  });
  app.setNotFoundHandler((req, reply) => {
    void reply.code(404).send(errorBody(notFound(`No route ${req.method} ${req.url.split('?')[0]}`)));
  });

  app.get('/v1/health', async () => ({ ok: true }));
  for (const def of deps.siteFiles ?? []) {
    // The web server proxies these paths here and keeps the Host the browser or crawler used.
    app.get(def.path, async (req, reply) => {
      const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? '127.0.0.1';
      const origin = siteOrigin(deps.handlerDeps, `${req.protocol}://${String(host)}`);
      const body = await def.run(deps.handlerDeps, origin);
      return reply.type(def.contentType).header('cache-control', 'public, max-age=3600').send(body);
    });
  }
  await registerFilesRoutes(app, deps);
  // Before the callable route: a webhook's fixed path must win over `/:projectId/:region/:name`.
  await registerWebhookRoutes(app, { ...deps, webhooks: deps.webhooks ?? [] });
  registerCallableRoutes(app, deps);
  if (deps.simulator) await registerSimulatorRoutes(app, deps.simulator);
  return app;
}
