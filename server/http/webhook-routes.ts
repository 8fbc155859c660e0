/**
 * Provider webhooks on the local backend, at the same path shape as the Functions emulator
 * (`POST /{projectId}/us-central1/{name}`). Registered in their own plugin so the body stays the
 * exact raw text the provider signed; routes with fixed names win over the callable route.
 */
import type { FastifyInstance } from 'fastify';
import type { HandlerDeps } from '../../functions/src/handlers/ports';
import { headerMap, type WebhookDef } from '../../functions/src/handlers/webhook';

export interface WebhookRouteDeps {
  projectId: string;
  webhooks: readonly WebhookDef[];
  handlerDeps: HandlerDeps;
  logError: (e: unknown) => void;
}

export async function registerWebhookRoutes(app: FastifyInstance, deps: WebhookRouteDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    for (const def of deps.webhooks) {
      scope.post(`/${deps.projectId}/:region/${def.name}`, async (req, reply) => {
        const headers = headerMap(req.headers);
        try {
          const out = await def.run(deps.handlerDeps, {
            rawBody: typeof req.body === 'string' ? req.body : '',
            headers,
          });
          return reply.code(out.status).send(out.body);
        } catch (e) {
          deps.logError(e);
          return reply.code(500).send({ error: 'internal' });
        }
      });
    }
  });
}
