/**
 * HTTP to the local backend: bearer token from the signed-in Firebase user, JSON with
 * timestamps as `{__time}` on the wire and `Date` on this side, errors as BackendError.
 */
import { fromWire, toWire } from '@/domain/doc-values';
import { BackendError } from '../ports';
import { wireError } from './wire-errors';

export interface LocalBackendOptions {
  /** e.g. `http://127.0.0.1:8787` */
  baseUrl: string;
  /** The current Firebase ID token, or null when signed out. */
  getToken: () => Promise<string | null>;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  json?: unknown;
  raw?: Blob;
  contentType?: string;
}

/** `users/a b` -> `users/a%20b`: each segment encoded, slashes kept. */
export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export function createHttpClient(opts: LocalBackendOptions) {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  return async function request<T>(method: string, path: string, o: RequestOptions = {}): Promise<T> {
    let token: string | null;
    try {
      token = await opts.getToken();
    } catch (e) {
      throw new BackendError('unauthenticated', `Could not get an ID token: ${(e as Error).message}`);
    }
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (o.raw) {
      body = o.raw;
      headers['content-type'] = o.contentType || o.raw.type || 'application/octet-stream';
    } else if (o.json !== undefined) {
      body = JSON.stringify(toWire(o.json));
      headers['content-type'] = 'application/json';
    }
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, { method, headers, body });
    } catch (e) {
      throw new BackendError('unavailable', `The local backend is not reachable: ${(e as Error).message}`);
    }
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null; // a proxy's HTML error page: the status alone decides
    }
    if (!res.ok) throw wireError(res.status, parsed);
    return fromWire(parsed) as T;
  };
}
