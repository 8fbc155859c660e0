/**
 * Document and collection paths (`users/abc`, `users/abc/notes`) checked the way Firestore
 * checks them, so a bad path fails the same in every store instead of being silently stored.
 */
import { StoreError } from './errors';

function segments(path: string): string[] {
  if (typeof path !== 'string' || path.length === 0 || path.length > 1500) {
    throw new StoreError('invalid-argument', 'Invalid path.');
  }
  const parts = path.split('/');
  for (const p of parts) {
    // Empty, relative or reserved (`__x__`) segments would alias other paths or Firestore internals.
    if (p === '' || p === '.' || p === '..' || /^__.*__$/.test(p)) {
      throw new StoreError('invalid-argument', `Invalid path "${path}".`);
    }
  }
  return parts;
}

export interface DocPath {
  path: string;
  collection: string;
  id: string;
}

export function parseDocPath(path: string): DocPath {
  const parts = segments(path);
  if (parts.length % 2 !== 0) throw new StoreError('invalid-argument', `Not a document path: "${path}".`);
  const id = parts[parts.length - 1]!;
  return { path, collection: parts.slice(0, -1).join('/'), id };
}

export function checkCollectionPath(path: string): string {
  const parts = segments(path);
  if (parts.length % 2 !== 1) throw new StoreError('invalid-argument', `Not a collection path: "${path}".`);
  return path;
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character random id, like Firestore's auto ids. */
export function newDocId(): string {
  const bytes = new Uint8Array(20);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const b of bytes) id += ID_CHARS[b % ID_CHARS.length];
  return id;
}
