/**
 * The local backend's AdminStore on SQLite, plus a change feed for live queries.
 * Transactions are serialised by a mutex, so two handlers doing read-then-write (daily usage
 * limits) never interleave. Plain writes do not take the mutex (a handler may write outside its
 * transaction while inside it without deadlocking); instead a transaction re-checks at commit
 * that what it read is unchanged and retries like Firestore when it is not.
 *
 * Queries run over a decoded copy of each collection kept in memory (filled on the first query,
 * updated by every commit, dropped when another connection writes the file), so an admin page
 * over 100,000 users does not parse 100,000 JSON rows per request. Callers get clones.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { AdminStore, AdminTransaction, DocData } from '../../functions/src/handlers/ports';
import type { DocSnapshot, Query } from '../../src/domain/query/types';
import { applyWrite, type WriteMode } from '../../src/domain/query/apply-write';
import { checkCollectionPath, newDocId, parseDocPath } from '../../src/domain/query/doc-path';
import { countQuery, runQuery } from '../../src/domain/query/run-query';
import { decode, openDocsDb } from './sqlite-db';
import { Mutex } from './mutex';

export interface DocChange {
  path: string;
  collection: string;
  id: string;
  before: DocData | null;
  after: DocData | null;
}

export type Write = { path: string; mode: WriteMode; data: DocData } | { path: string; mode: 'delete' };

export interface LocalStore extends AdminStore {
  /** Called synchronously after every committed batch of writes. */
  onChange(listener: (changes: DocChange[]) => void): () => void;
  /** Several writes, all or nothing (seeding, imports). */
  batch(writes: Write[]): Promise<void>;
  /** Synchronous reads for the live-query hub. */
  readDoc(path: string): DocSnapshot | null;
  /** The store's own copies, not clones (`query` clones): for checking and serialising only. */
  peekQuery(q: Query): readonly DocSnapshot[];
  close(): void;
}

const MAX_ATTEMPTS = 5;

export function openLocalStore(opts: { file: string; now: () => Date }): LocalStore {
  const db = openDocsDb(opts.file);
  const feed = new EventEmitter();
  feed.setMaxListeners(0);
  const txMutex = new Mutex();
  const inTx = new AsyncLocalStorage<boolean>();

  const collections = new Map<string, Map<string, DocSnapshot>>();
  let seenVersion = db.externalVersion();
  const cachedCollection = (collection: string): DocSnapshot[] => {
    const version = db.externalVersion();
    if (version !== seenVersion) {
      collections.clear();
      seenVersion = version;
    }
    let docs = collections.get(collection);
    if (!docs) {
      docs = new Map(db.listCollection(collection).map((d) => [d.path, d]));
      collections.set(collection, docs);
    }
    return [...docs.values()];
  };
  const cacheChange = (c: DocChange) => {
    const docs = collections.get(c.collection);
    if (!docs) return;
    if (c.after) docs.set(c.path, { id: c.id, path: c.path, data: structuredClone(c.after) });
    else docs.delete(c.path);
  };
  const peekQuery = (q: Query): DocSnapshot[] =>
    runQuery(cachedCollection(checkCollectionPath(q.collection)), q);
  const query = (q: Query): DocSnapshot[] => peekQuery(q).map((d) => structuredClone(d));

  const readDoc = (path: string): DocSnapshot | null => {
    const { id } = parseDocPath(path);
    const raw = db.raw(path);
    return raw === null ? null : { id, path, data: decode(raw) };
  };

  /** Applies writes atomically; returns false (writing nothing) if `precondition` fails. */
  const commit = (writes: Write[], precondition: () => boolean = () => true): boolean => {
    const changes: DocChange[] = [];
    const ok = db.atomically(() => {
      if (!precondition()) return false;
      const now = opts.now();
      const current = new Map<string, DocData | null>();
      for (const w of writes) {
        const { collection, id } = parseDocPath(w.path);
        const before = current.has(w.path) ? current.get(w.path)! : (readDoc(w.path)?.data ?? null);
        const after = w.mode === 'delete' ? null : applyWrite(before, w.data, now, w.mode);
        if (after) db.put(w.path, collection, id, after);
        else db.del(w.path);
        current.set(w.path, after);
        if (before || after) changes.push({ path: w.path, collection, id, before, after });
      }
      return true;
    });
    if (ok) changes.forEach(cacheChange);
    if (ok && changes.length > 0) feed.emit('change', changes);
    return ok;
  };

  const write = async (w: Write): Promise<void> => void commit([w]);

  async function runTransaction<R>(fn: (tx: AdminTransaction) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt += 1) {
      const reads = new Map<string, string | null>();
      const writes: Write[] = [];
      const tx: AdminTransaction = {
        async get<T>(path: string) {
          // Firestore's rule; keeping it here makes handler bugs fail locally too.
          if (writes.length > 0) throw new Error('Transactions require all reads before all writes.');
          parseDocPath(path);
          const raw = db.raw(path);
          reads.set(path, raw);
          return raw === null
            ? null
            : ({ id: parseDocPath(path).id, path, data: decode(raw) } as DocSnapshot<T>);
        },
        set: (path, data, o) => void writes.push({ path, data, mode: o?.merge ? 'merge' : 'set' }),
        update: (path, data) => void writes.push({ path, data, mode: 'update' }),
        remove: (path) => void writes.push({ path, mode: 'delete' }),
      };
      const result = await inTx.run(true, () => fn(tx));
      const unchanged = () => [...reads].every(([p, raw]) => db.raw(p) === raw);
      if (commit(writes, unchanged)) return result;
      if (attempt >= MAX_ATTEMPTS) throw new Error('Transaction kept conflicting with other writes.');
    }
  }

  return {
    get: async <T>(path: string) => readDoc(path) as DocSnapshot<T> | null,
    query: async <T>(q: Query) => query(q) as DocSnapshot<T>[],
    count: async (q) => countQuery(cachedCollection(checkCollectionPath(q.collection)), q),
    async add(collection, data) {
      const id = newDocId();
      await write({ path: `${checkCollectionPath(collection)}/${id}`, data, mode: 'set' });
      return id;
    },
    set: (path, data, o) => write({ path, data, mode: o?.merge ? 'merge' : 'set' }),
    update: (path, data) => write({ path, data, mode: 'update' }),
    remove: (path) => write({ path, mode: 'delete' }),
    batch: async (writes) => void commit(writes),
    transaction<R>(fn: (tx: AdminTransaction) => Promise<R>): Promise<R> {
      // A nested transaction would wait forever on the mutex its parent holds.
      if (inTx.getStore()) return Promise.reject(new Error('Nested transactions are not supported.'));
      return txMutex.run(() => runTransaction(fn));
    },
    onChange(listener) {
      feed.on('change', listener);
      return () => void feed.off('change', listener);
    },
    readDoc,
    peekQuery,
    close: () => db.close(),
  };
}
