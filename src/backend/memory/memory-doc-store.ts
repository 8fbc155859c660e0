/**
 * An in-memory DocStore for component and route tests. It runs the same query engine as the
 * local backend, so tests see Firestore's semantics (ordering, merge, FieldOps). Listeners get
 * their first snapshot in a microtask (like Firestore, after watch* returns) and later ones
 * synchronously inside the write that changed their result.
 */
import type { DocData, DocSnapshot, DocStore, Query, Unsubscribe } from '../ports';
import type { BackendError } from '../ports';
import { applyWrite, cloneValue, type WriteMode } from '@/domain/query/apply-write';
import { checkCollectionPath, newDocId, parseDocPath } from '@/domain/query/doc-path';
import { runQuery, validateQuery } from '@/domain/query/run-query';
import { sameDoc, sameDocs } from '@/domain/query/snapshots';
import { toBackendError } from './to-backend-error';

export type MemoryOp = 'get' | 'query' | 'watch' | 'write';

export interface MemoryDocStoreOptions {
  /** The clock behind serverTime(); defaults to the real one. */
  now?: () => Date;
  /** Initial documents: path -> data (Dates allowed). */
  seed?: Record<string, DocData>;
  /** Return an error to make an operation fail (permission-denied, unavailable, ...). */
  guard?: (op: MemoryOp, path: string) => BackendError | null | undefined;
}

export interface MemoryDocStore extends DocStore {
  /** A copy of the contents, path -> data, for assertions. */
  dump(): Record<string, DocData>;
  /** Writes documents as is (no FieldOps), notifying listeners. */
  seed(docs: Record<string, DocData>): void;
  clear(): void;
}

type Listener =
  | { kind: 'doc'; path: string; last: DocSnapshot | null | undefined; emit(d: DocSnapshot | null): void }
  | { kind: 'query'; q: Query; last: DocSnapshot[] | undefined; emit(d: DocSnapshot[]): void };

export function createMemoryDocStore(opts: MemoryDocStoreOptions = {}): MemoryDocStore {
  const docs = new Map<string, DocData>();
  const listeners = new Set<Listener>();
  const now = opts.now ?? (() => new Date());

  const guard = (op: MemoryOp, path: string) => {
    const err = opts.guard?.(op, path);
    if (err) throw err;
  };
  const snap = (path: string): DocSnapshot | null => {
    const data = docs.get(path);
    return data ? { id: parseDocPath(path).id, path, data: cloneValue(data) as DocData } : null;
  };
  const all = (): DocSnapshot[] => [...docs.keys()].map((p) => snap(p)!);

  /** Recomputes one listener and emits when its result differs from the last one sent. */
  const refresh = (l: Listener) => {
    if (l.kind === 'doc') {
      const next = snap(l.path);
      if (l.last === undefined || !sameDoc(l.last, next)) {
        l.last = next;
        l.emit(next);
      }
    } else {
      const next = runQuery(all(), l.q);
      if (l.last === undefined || !sameDocs(l.last, next)) {
        l.last = next;
        l.emit(next);
      }
    }
  };
  const notify = () => {
    for (const l of [...listeners]) {
      if (l.last === undefined) continue;
      // A throwing listener must not fail the write that triggered it; surface it separately.
      try {
        refresh(l);
      } catch (e) {
        queueMicrotask(() => {
          throw e;
        });
      }
    }
  };

  const write = (path: string, input: DocData, mode: WriteMode) => {
    parseDocPath(path);
    guard('write', path);
    docs.set(path, applyWrite(docs.get(path) ?? null, input, now(), mode));
    notify();
  };
  const run = async <T>(fn: () => T): Promise<T> => {
    try {
      return fn();
    } catch (e) {
      throw toBackendError(e);
    }
  };

  const watch = (l: Listener, path: string, error?: (e: Error) => void): Unsubscribe => {
    let active = true;
    queueMicrotask(() => {
      if (!active) return;
      try {
        guard('watch', path);
        listeners.add(l);
        refresh(l);
      } catch (e) {
        listeners.delete(l);
        error?.(toBackendError(e));
      }
    });
    return () => {
      active = false;
      listeners.delete(l);
    };
  };

  const store: MemoryDocStore = {
    get: <T>(path: string) =>
      run(() => {
        parseDocPath(path);
        guard('get', path);
        return snap(path) as DocSnapshot<T> | null;
      }),
    query: <T>(q: Query) =>
      run(() => {
        guard('query', q.collection);
        return runQuery(all(), q) as DocSnapshot<T>[];
      }),
    count: (q: Query) => run(() => (guard('query', q.collection), runQuery(all(), q).length)),
    watchDoc<T>(path: string, next: (d: DocSnapshot<T> | null) => void, error?: (e: Error) => void) {
      try {
        parseDocPath(path);
      } catch (e) {
        queueMicrotask(() => error?.(toBackendError(e)));
        return () => {};
      }
      const emit = (d: DocSnapshot | null) => next(d as DocSnapshot<T> | null);
      return watch({ kind: 'doc', path, last: undefined, emit }, path, error);
    },
    watchQuery<T>(q: Query, next: (d: DocSnapshot<T>[]) => void, error?: (e: Error) => void) {
      try {
        validateQuery(q);
      } catch (e) {
        queueMicrotask(() => error?.(toBackendError(e)));
        return () => {};
      }
      const emit = (d: DocSnapshot[]) => next(d as DocSnapshot<T>[]);
      return watch({ kind: 'query', q: structuredClone(q), last: undefined, emit }, q.collection, error);
    },
    add: (collection: string, data: DocData) =>
      run(() => {
        const path = `${checkCollectionPath(collection)}/${newDocId()}`;
        write(path, data, 'set');
        return parseDocPath(path).id;
      }),
    set: (path, data, o) => run(() => write(path, data, o?.merge ? 'merge' : 'set')),
    update: (path, patch) => run(() => write(path, patch, 'update')),
    remove: (path) =>
      run(() => {
        parseDocPath(path);
        guard('write', path);
        if (docs.delete(path)) notify();
      }),
    dump: () => Object.fromEntries([...docs].map(([p, d]) => [p, cloneValue(d) as DocData])),
    seed(seedDocs) {
      for (const [path, data] of Object.entries(seedDocs)) {
        parseDocPath(path);
        docs.set(path, cloneValue(data) as DocData);
      }
      notify();
    },
    clear() {
      docs.clear();
      notify();
    },
  };
  if (opts.seed) store.seed(opts.seed);
  return store;
}
