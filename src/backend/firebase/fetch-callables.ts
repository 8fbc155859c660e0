/**
 * Callables over plain fetch, for calls that need no caller (the site status every page asks
 * first): the callable protocol the Functions SDK speaks (POST `{data}`, answer `{result}` or
 * `{error: {status, message}}`), without the SDK, the Firebase app, or a token. Cloud Functions,
 * the Functions emulator and the local host answer it alike.
 */
import { BackendError, type Callables } from '../ports';
import { backendCode } from './backend-codes';
import { CALL_TIMEOUT_MS, callableUrl, withTimeZone } from './callable-wire';

const LONG_TYPES = [
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
];

/** The protocol's values as plain data: 64-bit integers come wrapped, as the SDK's decoder reads them. */
export function decodeCallableValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeCallableValue);
  if (value === null || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  if (typeof v['@type'] === 'string' && LONG_TYPES.includes(v['@type'])) return Number(v.value);
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decodeCallableValue(x)]));
}

export interface FetchCallablesOptions {
  urlOf?: (name: string) => string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** Headers added to each call (App Check's token, when the build has it). */
  headers?: () => Promise<Record<string, string>>;
}

export function createFetchCallables(opts: FetchCallablesOptions = {}): Callables {
  const urlOf = opts.urlOf ?? callableUrl;
  const fetchImpl = opts.fetchImpl ?? ((input, init) => fetch(input, init));
  return {
    async call<I, O>(name: string, data: I): Promise<O> {
      let res: Response;
      try {
        res = await fetchImpl(urlOf(name), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(await opts.headers?.()) },
          body: JSON.stringify({ data: withTimeZone(data) ?? null }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? CALL_TIMEOUT_MS),
        });
      } catch (e) {
        const timedOut = e instanceof DOMException && e.name === 'TimeoutError';
        throw new BackendError(
          timedOut ? 'deadline-exceeded' : 'unavailable',
          `Could not reach the server (${name}).`,
        );
      }
      const body = (await res.json().catch(() => null)) as {
        result?: unknown;
        error?: { status?: string; message?: string };
      } | null;
      if (res.ok && body && 'result' in body) return decodeCallableValue(body.result) as O;
      const status = body?.error?.status ?? (res.ok ? 'INTERNAL' : 'UNAVAILABLE');
      throw new BackendError(
        backendCode(status),
        body?.error?.message ?? `The server answered ${res.status} (${name}).`,
      );
    },
  };
}
