/** FileStore over the local backend's `/v1/files` routes (Firebase Storage stand-in). */
import type { FileStore } from '../ports';
import { createHttpClient, encodePath, type LocalBackendOptions } from './http-client';

export function createLocalFileStore(opts: LocalBackendOptions): FileStore {
  const request = createHttpClient(opts);
  return {
    upload: (path, blob, o) =>
      request<{ url: string }>('PUT', `/v1/files/${encodePath(path)}`, {
        raw: blob,
        contentType: o?.contentType,
      }),
    async remove(path) {
      await request('DELETE', `/v1/files/${encodePath(path)}`);
    },
  };
}
