/**
 * The local backend's Fastify app: documents, files, live queries and callables behind one
 * error format. CORS is open to any origin because access is by bearer token, never cookies.
 */
import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { HandlerDeps } from '../../functions/src/handlers/ports';
import type { AnyHandlerDef } from '../../functions/src/handlers/registry';
import type { WebhookDef } from '../../functions/src/handlers/webhook';
import type { PaymentSimulator } from '../../functions/src/payments/simulator/simulator';
import type { TokenVerifier } from '../auth/token-verifier';
import type { DiskFiles } from '../files/disk-files';
import type { LiveHub } from '../live/live-hub';
import { registerListenRoute } from '../live/listen-route';
import type { LocalStore } from '../store/local-store';
import { errorBody, notFound, toApiError } from './api-error';
import { registerCallableRoutes } from './callable-routes';
import { registerDocsRoutes } from './docs-routes';
import { registerFilesRoutes } from './files-routes';
import { registerSimulatorRoutes } from './simulator-routes';
import { registerWebhookRoutes } from './webhook-routes';

export interface AppDeps {
  projectId: string;
  store: LocalStore;
  files: DiskFiles;
  verifier: TokenVerifier;
  hub: LiveHub;
  handlers: readonly AnyHandlerDef[];
  /** Provider webhooks, with the raw body (functions/src/handlers/registry.ts). */
  webhooks?: readonly WebhookDef[];
  handlerDeps: HandlerDeps;
  now: () => Date;
  logError: (e: unknown) => void;
  /** The local payment simulator, served under /sim/* when present. */
  simulator?: PaymentSimulator;
}

// A Firestore document is at most 1 MiB; a little more leaves room for the JSON envelope.
const JSON_BODY_LIMIT = 1.5 * 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: JSON_BODY_LIMIT, forceCloseConnections: true });
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });

  app.setErrorHandler((e, _req, reply) => {
    const err = toApiError(e, deps.logError);
    void reply.code(err.httpStatus).send(errorBody(err));
  });
  app.setNotFoundHandler((req, reply) => {
    void reply.code(404).send(errorBody(notFound(`No route ${req.method} ${req.url.split('?')[0]}`)));
  });

  app.get('/v1/health', async () => ({ ok: true }));
  registerDocsRoutes(app, deps);
  await registerFilesRoutes(app, deps);
  registerListenRoute(app, deps);
  // Before the callable route: a webhook's fixed path must win over `/:projectId/:region/:name`.
  await registerWebhookRoutes(app, { ...deps, webhooks: deps.webhooks ?? [] });
  registerCallableRoutes(app, deps);
  if (deps.simulator) await registerSimulatorRoutes(app, deps.simulator);
  return app;
}
