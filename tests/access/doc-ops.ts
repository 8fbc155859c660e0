/** The document operations of the access table, performed through any DocStore adapter. */
import { BackendError, type DocStore } from '@/backend/ports';
import type { AccessCase, Op } from './cases';
import type { Outcome } from './driver';

export const DOC_OPS: ReadonlySet<Op> = new Set([
  'get',
  'list',
  'count',
  'watch-doc',
  'watch-query',
  'add',
  'set',
  'merge',
  'update',
  'delete',
]);

function firstEvent(subscribe: (ok: () => void, fail: (e: Error) => void) => () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no snapshot or error within 5 s')), 5000);
    const stop = subscribe(
      () => (clearTimeout(timer), queueMicrotask(() => stop()), resolve()),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

/** Resolves when the store allowed the operation; rejects with the store's error otherwise. */
export async function performDocOp(docs: DocStore, c: AccessCase): Promise<void> {
  const path = c.path ?? '';
  switch (c.op) {
    case 'get':
      await docs.get(path);
      return;
    case 'list':
      await docs.query(c.query!);
      return;
    case 'count':
      await docs.count(c.query!);
      return;
    case 'watch-doc':
      return firstEvent((ok, fail) => docs.watchDoc(path, ok, fail));
    case 'watch-query':
      return firstEvent((ok, fail) => docs.watchQuery(c.query!, ok, fail));
    case 'add':
      await docs.add(path, c.data!);
      return;
    case 'set':
    case 'merge':
      return docs.set(path, c.data!, { merge: c.op === 'merge' });
    case 'update':
      return docs.update(path, c.data!);
    case 'delete':
      return docs.remove(path);
    default:
      throw new Error(`${c.op} is not a document operation`);
  }
}

/** A refusal is 'deny'; any other failure rethrows, since it proves nothing about access. */
export function outcomeOf(e: unknown): Outcome {
  if (e instanceof BackendError && (e.code === 'permission-denied' || e.code === 'unauthenticated'))
    return 'deny';
  throw e;
}
