/**
 * An in-memory AdminStore for handler tests, on the shared pure engine (src/domain/query), so
 * writes and queries behave like the local backend and Firestore. Transactions are serialised
 * and all-or-nothing, which is what handlers rely on for limits and idempotency; like Firestore's,
 * they refuse a read after a write. admin-store-contract.ts holds it to Firestore's behaviour.
 */
import {
  applyWrite,
  checkCollectionPath,
  cloneValue,
  newDocId,
  parseDocPath,
  runQuery,
  StoreError,
  type DocSnapshot,
  type WriteMode,
} from '@/domain/query';
import type { AdminStore, AdminTransaction, Clock, DocData } from '../handlers/ports';

export interface MemoryAdminStore extends AdminStore {
  /** The raw contents, path -> data, for arranging and asserting in tests. */
  readonly docs: Map<string, DocData>;
}

export function createMemoryAdminStore(
  clock: Clock,
  initial: Record<string, DocData> = {},
): MemoryAdminStore {
  const docs = new Map<string, DocData>();
  for (const [path, data] of Object.entries(initial))
    docs.set(parseDocPath(path).path, applyWrite(null, data, clock.now(), 'set'));
  let queue: Promise<unknown> = Promise.resolve();

  const snapshot = <T>(path: string): DocSnapshot<T> | null => {
    const { id } = parseDocPath(path);
    const data = docs.get(path);
    return data ? { id, path, data: cloneValue(data) as T } : null;
  };
  const write = (path: string, data: DocData, mode: WriteMode) => {
    parseDocPath(path);
    docs.set(path, applyWrite(docs.get(path) ?? null, data, clock.now(), mode));
  };
  const all = () => [...docs.entries()].map(([path, data]) => ({ id: parseDocPath(path).id, path, data }));
  // Like Firestore: a write issued outside a transaction waits for a running one to commit.
  const serial = <R>(fn: () => Promise<R> | R): Promise<R> => {
    const result = queue.then(fn, fn);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    docs,
    get: async (path) => snapshot(path),
    getAll: async <T>(paths: readonly string[]) => paths.map((p) => snapshot<T>(parseDocPath(p).path)),
    async query<T>(q: Parameters<AdminStore['query']>[0]) {
      return runQuery(all(), q).map((d) => ({ ...d, data: cloneValue(d.data) as T }));
    },
    count: async (q) => runQuery(all(), q).length,
    add: (collection, data) =>
      serial(() => {
        const id = newDocId();
        write(`${checkCollectionPath(collection)}/${id}`, data, 'set');
        return id;
      }),
    set: (path, data, opts) => serial(() => write(path, data, opts?.merge ? 'merge' : 'set')),
    update: (path, patch) => serial(() => write(path, patch, 'update')),
    remove: (path) => serial(() => void docs.delete(parseDocPath(path).path)),
    transaction<R>(fn: (tx: AdminTransaction) => Promise<R>): Promise<R> {
      return serial(async () => {
        const pending: Array<() => void> = [];
        const tx: AdminTransaction = {
          get: async (path) => {
            if (pending.length > 0)
              throw new StoreError('invalid-argument', 'A transaction reads everything before it writes.');
            return snapshot(path);
          },
          set: (path, data, opts) =>
            void pending.push(() => write(path, data, opts?.merge ? 'merge' : 'set')),
          update: (path, patch) => void pending.push(() => write(path, patch, 'update')),
          remove: (path) => void pending.push(() => void docs.delete(parseDocPath(path).path)),
        };
        const result = await fn(tx);
        const before = new Map(docs);
        try {
          pending.forEach((apply) => apply());
        } catch (e) {
          // A failing write (update of a missing document) undoes the whole transaction.
          docs.clear();
          before.forEach((v, k) => docs.set(k, v));
          throw e;
        }
        return result;
      });
    },
  };
}
