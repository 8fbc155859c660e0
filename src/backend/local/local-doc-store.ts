/**
 * DocStore over the local backend (server/): HTTP for reads and writes, one shared WebSocket
 * for live documents and queries. Dates cross the wire as `{__time}`.
 */
import { fromWire, toWire } from '@/domain/doc-values';
import { sameDoc, sameDocs } from '@/domain/query/snapshots';
import type { BackendError, DocData, DocSnapshot, DocStore, Query } from '../ports';
import { assertStorable, createHttpClient, encodePath, type LocalBackendOptions } from './http-client';
import { ListenClient, type WebSocketCtor } from './listen-client';

export interface LocalDocStoreOptions extends LocalBackendOptions {
  /** Defaults to the global WebSocket (browsers; Node 22+). Node 20 tests pass `ws`. */
  WebSocket?: WebSocketCtor;
}

export interface LocalDocStore extends DocStore {
  /** Re-sends the current ID token on the live socket (call after sign-in or sign-out). */
  reauthenticate(): void;
  /** Closes the live socket and drops every subscription. */
  close(): void;
}

const docPath = (path: string) => `/v1/docs/${encodePath(path)}`;

export function createLocalDocStore(opts: LocalDocStoreOptions): LocalDocStore {
  const request = createHttpClient(opts);
  const listen = new ListenClient({
    url: `${opts.baseUrl.replace(/\/+$/, '').replace(/^http/, 'ws')}/v1/listen`,
    getToken: opts.getToken,
    WebSocket: opts.WebSocket,
  });
  const write = async (method: string, path: string, data: DocData | undefined) => {
    if (data !== undefined) assertStorable(data);
    await request(method, path, data === undefined ? {} : { json: data });
  };
  const report = (error: ((e: Error) => void) | undefined) => (e: BackendError) => error?.(e);

  return {
    async get<T>(path: string) {
      return (await request<{ doc: DocSnapshot<T> | null }>('GET', docPath(path))).doc;
    },
    async query<T>(q: Query) {
      return (await request<{ docs: DocSnapshot<T>[] }>('POST', '/v1/query', { json: q })).docs;
    },
    async count(q) {
      return (await request<{ count: number }>('POST', '/v1/count', { json: q })).count;
    },
    async add(collection, data) {
      assertStorable(data);
      return (await request<{ id: string }>('POST', docPath(collection), { json: data })).id;
    },
    set: (path, data, o) => write('PUT', `${docPath(path)}${o?.merge ? '?merge=true' : ''}`, data),
    update: (path, patch) => write('PATCH', docPath(path), patch),
    remove: (path) => write('DELETE', docPath(path), undefined),

    watchDoc<T>(path: string, next: (d: DocSnapshot<T> | null) => void, error?: (e: Error) => void) {
      let last: DocSnapshot | null | undefined;
      return listen.subscribe(
        { doc: path },
        (msg) => {
          const doc = (fromWire(msg.doc) ?? null) as DocSnapshot | null;
          // A reconnect re-sends the same snapshot; listeners only hear about real changes.
          if (last !== undefined && sameDoc(last, doc)) return;
          last = doc;
          next(doc as DocSnapshot<T> | null);
        },
        report(error),
      );
    },
    watchQuery<T>(q: Query, next: (d: DocSnapshot<T>[]) => void, error?: (e: Error) => void) {
      let last: DocSnapshot[] | undefined;
      return listen.subscribe(
        { query: toWire(q) },
        (msg) => {
          const docs = (fromWire(msg.docs) ?? []) as DocSnapshot[];
          if (last !== undefined && sameDocs(last, docs)) return;
          last = docs;
          next(docs as DocSnapshot<T>[]);
        },
        report(error),
      );
    },
    reauthenticate: () => listen.reauthenticate(),
    close: () => listen.close(),
  };
}
