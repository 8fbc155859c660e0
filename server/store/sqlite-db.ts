/**
 * The SQLite file behind the local document store: one table of documents keyed by full path,
 * with the collection path beside it for queries. Data is JSON with timestamps as `{__time}`.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fromWire, toWire } from '../../src/domain/doc-values';
import type { DocSnapshot } from '../../src/domain/query/types';
import type { DocData } from '../../functions/src/handlers/ports';

export interface DocRow {
  path: string;
  collection: string;
  id: string;
  data: string;
}

export interface DocsDb {
  /** Raw JSON of a document, or null: compared verbatim by transactions to detect conflicts. */
  raw(path: string): string | null;
  listCollection(collection: string): DocSnapshot[];
  put(path: string, collection: string, id: string, data: DocData): void;
  del(path: string): boolean;
  /** Runs `fn` inside one SQLite transaction (all or nothing). */
  atomically<R>(fn: () => R): R;
  /** Changes when another connection (a script such as jobs:import) has written the file. */
  externalVersion(): number;
  close(): void;
}

export const encode = (data: DocData): string => JSON.stringify(toWire(data));
export const decode = (json: string): DocData => fromWire(JSON.parse(json)) as DocData;

export function openDocsDb(file: string): DocsDb {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets the inspector or a second reader open the file while the backend writes.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS docs (
      path TEXT PRIMARY KEY,
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      data TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS docs_by_collection ON docs (collection, id);
  `);
  const getStmt = db.prepare<[string], { data: string }>('SELECT data FROM docs WHERE path = ?');
  const listStmt = db.prepare<[string], DocRow>(
    'SELECT path, collection, id, data FROM docs WHERE collection = ? ORDER BY id',
  );
  const putStmt = db.prepare(
    `INSERT INTO docs (path, collection, id, data, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(path) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
  );
  const delStmt = db.prepare('DELETE FROM docs WHERE path = ?');

  return {
    raw: (p) => getStmt.get(p)?.data ?? null,
    listCollection: (c) => listStmt.all(c).map((r) => ({ id: r.id, path: r.path, data: decode(r.data) })),
    put: (p, c, id, data) => void putStmt.run(p, c, id, encode(data), Date.now()),
    del: (p) => delStmt.run(p).changes > 0,
    atomically: (fn) => db.transaction(fn)(),
    externalVersion: () => db.pragma('data_version', { simple: true }) as number,
    close: () => db.close(),
  };
}
