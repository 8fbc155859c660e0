/**
 * An in-memory FileStore for component tests. URLs look like download URLs with a token, so
 * components that render links behave as they do against a real backend.
 */
import type { BackendError, FileStore } from '../ports';

export interface StoredFile {
  blob: Blob;
  contentType: string;
  token: string;
}

export interface MemoryFileStore extends FileStore {
  readonly files: ReadonlyMap<string, StoredFile>;
  read(path: string): StoredFile | null;
}

export interface MemoryFileStoreOptions {
  baseUrl?: string;
  /** Return an error to make an upload or removal fail. */
  guard?: (op: 'upload' | 'remove', path: string) => BackendError | null | undefined;
}

export function createMemoryFileStore(opts: MemoryFileStoreOptions = {}): MemoryFileStore {
  const files = new Map<string, StoredFile>();
  const baseUrl = opts.baseUrl ?? 'https://files.memory.test';
  let counter = 0;
  return {
    files,
    read: (path) => files.get(path) ?? null,
    async upload(path, blob, o) {
      const err = opts.guard?.('upload', path);
      if (err) throw err;
      counter += 1;
      const token = `token-${counter}`;
      files.set(path, {
        blob,
        contentType: o?.contentType ?? (blob.type || 'application/octet-stream'),
        token,
      });
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      return { url: `${baseUrl}/v1/files/${encoded}?token=${token}` };
    },
    async remove(path) {
      const err = opts.guard?.('remove', path);
      if (err) throw err;
      files.delete(path);
    },
  };
}
