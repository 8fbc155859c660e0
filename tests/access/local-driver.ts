/** The access table against the local backend, through the browser adapters and plain fetch. */
import { WebSocket } from 'ws';
import { createLocalDocStore } from '../../src/backend/local/local-doc-store';
import { createLocalFileStore } from '../../src/backend/local/local-file-store';
import { encodePath } from '../../src/backend/local/http-client';
import type { WebSocketCtor } from '../../src/backend/local/listen-client';
import type { BackendServer } from '../../server/start-backend';
import type { AccessCase } from './cases';
import { DOC_OPS, outcomeOf, performDocOp } from './doc-ops';
import type { AccessDriver, Fixture, Outcome } from './driver';

async function fetchOutcome(url: string, token: string | null): Promise<Outcome> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.ok) return 'allow';
  if (res.status === 401 || res.status === 403) return 'deny';
  throw new Error(`GET ${url}: unexpected ${res.status} ${await res.text()}`);
}

export function createLocalDriver(backend: Pick<BackendServer, 'url' | 'store' | 'files'>): AccessDriver {
  const fileUrls = new Map<string, string>();
  return {
    async reset(fixture: Fixture) {
      const collections = new Set(Object.keys(fixture.docs).map((p) => p.slice(0, p.lastIndexOf('/'))));
      for (const collection of collections) {
        for (const d of await backend.store.query({ collection })) await backend.store.remove(d.path);
      }
      for (const [path, data] of Object.entries(fixture.docs)) await backend.store.set(path, data);
      for (const [path, content] of Object.entries(fixture.files)) {
        fileUrls.set(
          path,
          (await backend.files.save(path, new TextEncoder().encode(content), 'application/pdf')).url,
        );
      }
    },

    async perform(c: AccessCase, token: string | null): Promise<Outcome> {
      const opts = { baseUrl: backend.url, getToken: async () => token };
      const docs = createLocalDocStore({ ...opts, WebSocket: WebSocket as unknown as WebSocketCtor });
      const files = createLocalFileStore(opts);
      const path = c.path ?? '';
      try {
        if (DOC_OPS.has(c.op)) {
          await performDocOp(docs, c);
          return 'allow';
        }
        switch (c.op) {
          case 'upload':
            await files.upload(path, new Blob([new Uint8Array(c.size ?? 1)]), {
              contentType: c.contentType ?? 'application/pdf',
            });
            break;
          case 'remove-file':
            await files.remove(path);
            break;
          case 'download':
            return await fetchOutcome(`${backend.url}/v1/files/${encodePath(path)}`, token);
          case 'download-url': {
            const url = fileUrls.get(path);
            if (!url) throw new Error(`No fixture file ${path}`);
            return await fetchOutcome(
              c.urlToken === 'wrong' ? url.replace(/token=.*/, 'token=wrong') : url,
              null,
            );
          }
        }
        return 'allow';
      } catch (e) {
        return outcomeOf(e);
      } finally {
        docs.close();
      }
    },
  };
}
