/**
 * The PublicReader port over Firestore's REST API (`documents/{path}` and `:runQuery`), sent
 * without a token, so the rules judge it as a signed-out visitor's read. A fetch and some JSON
 * instead of the Firestore SDK: public pages (the blog) read their data with it.
 */
import { BackendError, type DocData, type DocSnapshot, type PublicReader, type Query } from '../ports';
import type { WhereOp } from '@/domain/query/types';
import { backendCode } from './backend-codes';
import { docPathOf, fromRestFields, toRestValue, type RestValue } from './firestore-rest-values';

export interface RestReaderOptions {
  /** `https://firestore.googleapis.com`, or an emulator's address. */
  baseUrl: string;
  projectId: string;
  /** The web API key the production API asks for; null for an emulator. */
  apiKey: string | null;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** Headers added to each request (App Check's token, when the build has it). */
  headers?: () => Promise<Record<string, string>>;
}

const OPS: Record<WhereOp, string> = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  in: 'IN',
  'not-in': 'NOT_IN',
  'array-contains': 'ARRAY_CONTAINS',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
};

type RestDocument = { name: string; fields?: Record<string, RestValue> };

function filterOf([field, op, value]: [string, WhereOp, unknown]) {
  const fieldPath = { fieldPath: field };
  // Firestore compares with null only through the unary filters.
  if (value === null && (op === '==' || op === '!=')) {
    return { unaryFilter: { field: fieldPath, op: op === '==' ? 'IS_NULL' : 'IS_NOT_NULL' } };
  }
  return { fieldFilter: { field: fieldPath, op: OPS[op], value: toRestValue(value) } };
}

/** The REST body of a port query (src/domain/query/types.ts). */
export function structuredQuery(q: Omit<Query, 'startAfter'>) {
  const collectionId = q.collection.split('/').pop() ?? q.collection;
  const filters = (q.where ?? []).map(filterOf);
  return {
    from: [{ collectionId }],
    ...(filters.length === 1
      ? { where: filters[0] }
      : filters.length > 1
        ? { where: { compositeFilter: { op: 'AND', filters } } }
        : {}),
    ...(q.orderBy?.length
      ? {
          orderBy: q.orderBy.map(([field, dir]) => ({
            field: { fieldPath: field },
            direction: dir === 'desc' ? 'DESCENDING' : 'ASCENDING',
          })),
        }
      : {}),
    ...(q.limit !== undefined ? { limit: q.limit } : {}),
  };
}

function snapshot<T>(doc: RestDocument): DocSnapshot<T> {
  const path = docPathOf(doc.name);
  return { id: path.split('/').pop() ?? path, path, data: fromRestFields(doc.fields) as T };
}

/** The API's `{error: {status, message}}` (alone, or in runQuery's array) as a BackendError. */
async function errorOf(res: Response): Promise<BackendError> {
  const body = (await res.json().catch(() => null)) as unknown;
  const entry = (
    Array.isArray(body) ? body.find((b) => b && typeof b === 'object' && 'error' in b) : body
  ) as { error?: { status?: string; message?: string } } | null | undefined;
  const status = entry?.error?.status ?? (res.status === 403 ? 'PERMISSION_DENIED' : 'UNAVAILABLE');
  return new BackendError(backendCode(status), entry?.error?.message ?? `Firestore answered ${res.status}.`);
}

export function createFirestoreRestReader(opts: RestReaderOptions): PublicReader {
  const fetchImpl = opts.fetchImpl ?? ((input, init) => fetch(input, init));
  const documents = `${opts.baseUrl.replace(/\/$/, '')}/v1/projects/${opts.projectId}/databases/(default)/documents`;
  const key = opts.apiKey ? `?key=${encodeURIComponent(opts.apiKey)}` : '';

  async function send(url: string, init: RequestInit = {}): Promise<Response> {
    try {
      const headers = { ...(init.headers as Record<string, string>), ...(await opts.headers?.()) };
      return await fetchImpl(url, {
        ...init,
        headers,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (e) {
      const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
      const message = e instanceof Error ? e.message : String(e);
      throw new BackendError(
        timedOut ? 'deadline-exceeded' : 'unavailable',
        `Could not reach Firestore: ${message}`,
      );
    }
  }

  return {
    async get<T = DocData>(path: string): Promise<DocSnapshot<T> | null> {
      const res = await send(`${documents}/${path}${key}`);
      if (res.status === 404) return null;
      if (!res.ok) throw await errorOf(res);
      return snapshot<T>((await res.json()) as RestDocument);
    },
    async query<T = DocData>(q: Omit<Query, 'startAfter'>): Promise<DocSnapshot<T>[]> {
      const parent = q.collection.split('/').slice(0, -1).join('/');
      const res = await send(`${documents}${parent ? `/${parent}` : ''}:runQuery${key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ structuredQuery: structuredQuery(q) }),
      });
      if (!res.ok) throw await errorOf(res);
      const rows = (await res.json()) as { document?: RestDocument; error?: unknown }[];
      if (rows.some((r) => r.error)) throw await errorOf(Response.json(rows, { status: 500 }));
      return rows.flatMap((r) => (r.document ? [snapshot<T>(r.document)] : []));
    },
  };
}
