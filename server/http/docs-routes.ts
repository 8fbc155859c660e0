/**
 * Document routes of DESIGN section 4. Every write runs in a store transaction: the policy sees
 * exactly the `before` and `after` that get committed, so no check-then-write race exists.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromWire, toWire } from '../../src/domain/doc-values';
import { applyWrite, type WriteMode } from '../../src/domain/query/apply-write';
import { checkCollectionPath, newDocId, parseDocPath } from '../../src/domain/query/doc-path';
import { validateQuery } from '../../src/domain/query/run-query';
import type { Query } from '../../src/domain/query/types';
import type { DocData } from '../../functions/src/handlers/ports';
import { canList, canRead, canWrite } from '../access/registry';
import type { Auth } from '../access/types';
import type { LocalStore } from '../store/local-store';
import type { TokenVerifier } from '../auth/token-verifier';
import { invalidArgument, notFound, permissionDenied } from './api-error';
import { createCreateLimiter, type CreateLimiter } from './create-limits';
import { requestAuth } from './request-auth';

export interface DocsRouteDeps {
  store: LocalStore;
  verifier: TokenVerifier;
  now: () => Date;
  /** Limits new documents in the collections anyone may add to (create-limits.ts). */
  createLimiter?: CreateLimiter;
}

const wildcard = (req: FastifyRequest) => (req.params as { '*': string })['*'];

function bodyData(req: FastifyRequest): DocData {
  const body = fromWire(req.body);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw invalidArgument('Body must be a JSON object.');
  return body as DocData;
}

function bodyQuery(req: FastifyRequest): Query {
  const q = fromWire(req.body) as Query;
  validateQuery(q);
  return q;
}

/** Lists are refused whole when the query cannot be proven safe, and re-checked per document. */
/** The store's own copies (peekQuery): callers only check and serialise them. */
export function readQuery(store: LocalStore, auth: Auth, q: Query) {
  if (!canList(auth, q)) throw permissionDenied();
  const docs = store.peekQuery(q);
  if (!docs.every((d) => canRead(auth, d.path, d.data))) throw permissionDenied();
  return docs;
}

export function registerDocsRoutes(app: FastifyInstance, deps: DocsRouteDeps): void {
  const { store, verifier } = deps;
  const limiter = deps.createLimiter ?? createCreateLimiter();

  /**
   * Runs one client write through its policy; `mode: 'delete'` removes. `client` (the caller's
   * address) is charged for each new document the policy accepts.
   */
  async function clientWrite(
    auth: Auth,
    client: string,
    path: string,
    mode: WriteMode | 'delete',
    input: DocData | null,
  ) {
    const { collection } = parseDocPath(path);
    await store.transaction(async (tx) => {
      const before = (await tx.get(path))?.data ?? null;
      if (mode === 'update' && before === null) {
        // Do not reveal existence to a caller who could not read the document anyway.
        throw canRead(auth, path, null) ? notFound(`No document to update: ${path}`) : permissionDenied();
      }
      // One instant for serverTime() and the policy's request.time, as in Firestore.
      const now = deps.now();
      const after = mode === 'delete' ? null : applyWrite(before, input!, now, mode);
      const req = { now, getDoc: (p: string) => store.readDoc(p)?.data ?? null };
      if (!canWrite(auth, path, before, after, req)) throw permissionDenied();
      if (before === null && after !== null) await limiter.take(collection, client);
      if (after) tx.set(path, after);
      else tx.remove(path);
    });
  }

  app.get('/v1/docs/*', async (req) => {
    const auth = await requestAuth(req, verifier);
    const path = wildcard(req);
    parseDocPath(path);
    const doc = store.readDoc(path);
    if (!canRead(auth, path, doc?.data ?? null)) throw permissionDenied();
    return { doc: doc ? toWire(doc) : null };
  });

  app.post('/v1/query', async (req) => {
    const auth = await requestAuth(req, verifier);
    return { docs: toWire(readQuery(store, auth, bodyQuery(req))) };
  });

  app.post('/v1/count', async (req) => {
    const auth = await requestAuth(req, verifier);
    return { count: readQuery(store, auth, bodyQuery(req)).length };
  });

  app.post('/v1/docs/*', async (req) => {
    const auth = await requestAuth(req, verifier);
    const collection = checkCollectionPath(wildcard(req));
    const id = newDocId();
    await clientWrite(auth, req.ip, `${collection}/${id}`, 'set', bodyData(req));
    return { id };
  });

  app.put('/v1/docs/*', async (req) => {
    const auth = await requestAuth(req, verifier);
    const merge = (req.query as { merge?: string }).merge === 'true';
    await clientWrite(auth, req.ip, wildcard(req), merge ? 'merge' : 'set', bodyData(req));
    return { ok: true };
  });

  app.patch('/v1/docs/*', async (req) => {
    const auth = await requestAuth(req, verifier);
    await clientWrite(auth, req.ip, wildcard(req), 'update', bodyData(req));
    return { ok: true };
  });

  app.delete('/v1/docs/*', async (req) => {
    const auth = await requestAuth(req, verifier);
    await clientWrite(auth, req.ip, wildcard(req), 'delete', null);
    return { ok: true };
  });
}
