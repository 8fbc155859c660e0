/**
 * The Firebase callable protocol over the registry's handlers: `POST /{projectId}/{region}/{name}`
 * with `{data}`, answering `{result}` or `{error: {status, message}}`. Handlers run only through
 * invokeHandler, exactly as Cloud Functions runs them.
 */
import type { FastifyInstance } from 'fastify';
import { invokeHandler, requestContext } from '../../functions/src/handlers/invoke';
import type { HandlerDeps } from '../../functions/src/handlers/ports';
import type { AnyHandlerDef } from '../../functions/src/handlers/registry';
import type { TokenVerifier } from '../auth/token-verifier';
import { invalidArgument, notFound, toApiError } from './api-error';
import { requestAuth } from './request-auth';

export interface CallableRouteDeps {
  projectId: string;
  handlers: readonly AnyHandlerDef[];
  handlerDeps: HandlerDeps;
  verifier: TokenVerifier;
  logError: (e: unknown) => void;
}

/** Callable results are JSON; Dates become ISO strings like JSON.stringify makes them. */
export function registerCallableRoutes(app: FastifyInstance, deps: CallableRouteDeps): void {
  app.post('/:projectId/:region/:name', async (req, reply) => {
    const { projectId, name } = req.params as { projectId: string; region: string; name: string };
    try {
      const def = projectId === deps.projectId ? deps.handlers.find((h) => h.name === name) : undefined;
      if (!def) throw notFound(`Function ${name} not found.`);
      const body = req.body as { data?: unknown } | undefined;
      if (!body || typeof body !== 'object' || !('data' in body)) {
        throw invalidArgument('Request body must be {"data": ...}.');
      }
      const ctx = requestContext(await requestAuth(req, deps.verifier), req.headers.origin, req.ip);
      const result = await invokeHandler(def, deps.handlerDeps, ctx, body.data);
      return { result: result === undefined ? null : result };
    } catch (e) {
      const err = toApiError(e, deps.logError);
      return reply.code(err.httpStatus).send({ error: { status: err.status, message: err.message } });
    }
  });
}
