/**
 * The access table's file and callable cases against a started local host: uploads and deletes
 * through the browser's file adapter (createLocalFileStore), downloads as plain GETs (with the
 * caller's token, or with a file's download token as a Storage download URL carries it), and
 * callables over the Firebase callable protocol. Document cases have no target here: documents
 * live in the Firestore emulator (firestore-driver.ts).
 */
import { createLocalFileStore } from '@/backend/local/local-file-store';
import { encodePath } from '@/backend/local/http-client';
import type { BackendServer } from '../../server/start-backend';
import type { AccessCase } from './cases';
import { outcomeOf } from './doc-ops';
import type { AccessDriver, Fixture, Outcome } from './driver';

/** 2xx is 'allow', 401 and 403 are 'deny'; anything else proves nothing and throws. */
async function outcomeOfResponse(what: string, res: Response): Promise<Outcome> {
  if (res.ok) return 'allow';
  if (res.status === 401 || res.status === 403) return 'deny';
  throw new Error(`${what}: unexpected ${res.status} ${await res.text()}`);
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export function createLocalHostDriver(
  backend: Pick<BackendServer, 'url' | 'files'>,
  projectId: string,
): AccessDriver {
  const fileUrls = new Map<string, string>();

  async function download(c: AccessCase, path: string, token: string | null): Promise<Outcome> {
    if (c.op === 'download') {
      const url = `${backend.url}/v1/files/${encodePath(path)}`;
      return outcomeOfResponse(`GET ${url}`, await fetch(url, { headers: bearer(token) }));
    }
    const url = fileUrls.get(path);
    if (!url) throw new Error(`No fixture file ${path}`);
    const asked = c.urlToken === 'wrong' ? url.replace(/token=.*/, 'token=wrong') : url;
    return outcomeOfResponse(`GET ${asked}`, await fetch(asked));
  }

  async function callable(c: AccessCase, token: string | null): Promise<Outcome> {
    const url = `${backend.url}/${projectId}/us-central1/${c.fn}`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ data: c.data ?? {} }),
    });
    return outcomeOfResponse(`${c.fn}`, res);
  }

  return {
    async reset(fixture: Fixture) {
      for (const [path, content] of Object.entries(fixture.files)) {
        const bytes = new TextEncoder().encode(content);
        fileUrls.set(path, (await backend.files.save(path, bytes, 'application/pdf')).url);
      }
    },

    async perform(c: AccessCase, token: string | null): Promise<Outcome> {
      const files = createLocalFileStore({ baseUrl: backend.url, getToken: async () => token });
      const path = c.path ?? '';
      try {
        switch (c.op) {
          case 'upload':
            await files.upload(path, new Blob([new Uint8Array(c.size ?? 1)]), {
              contentType: c.contentType ?? 'application/pdf',
            });
            return 'allow';
          case 'remove-file':
            await files.remove(path);
            return 'allow';
          case 'download':
          case 'download-url':
            return await download(c, path, token);
          case 'call':
            return await callable(c, token);
          default:
            throw new Error(`${c.op} is a document operation: it runs on the Firestore emulator`);
        }
      } catch (e) {
        return outcomeOf(e);
      }
    },
  };
}
