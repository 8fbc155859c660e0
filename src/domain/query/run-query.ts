/**
 * Runs a plain-data Query over a set of documents: filter, order, cursor, limit. The one
 * engine behind the in-memory store, the local backend and the test fakes.
 */
import {
  WHERE_OPS,
  type DocSnapshot,
  type OrderBy,
  type Query,
  type QueryCursor,
  type WhereOp,
} from './types';
import { compareStrings, compareValues } from './compare';
import { getFieldAt, splitFieldPath } from './field-path';
import { compileWhere } from './match';
import { checkCollectionPath } from './doc-path';
import { StoreError } from './errors';

const INEQUALITIES = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);
const RANGES = new Set(['<', '<=', '>', '>=']);
/** How many values a list operator takes (Firestore's limits). */
const LIST_SIZES: Partial<Record<WhereOp, number>> = { in: 30, 'not-in': 10, 'array-contains-any': 30 };

/** Rejects malformed queries with `invalid-argument` (they may come off the wire). */
export function validateQuery(q: Query): void {
  const bad = (m: string) => new StoreError('invalid-argument', m);
  if (!q || typeof q !== 'object') throw bad('Query must be an object.');
  checkCollectionPath(q.collection);
  for (const w of q.where ?? []) {
    if (!Array.isArray(w) || w.length !== 3 || typeof w[0] !== 'string') throw bad('Bad where clause.');
    splitFieldPath(w[0]);
    if (!WHERE_OPS.includes(w[1])) throw bad(`Unknown operator "${String(w[1])}".`);
    if (w[2] === undefined) throw bad(`Where "${w[0]}" has an undefined value.`);
    const size = LIST_SIZES[w[1]];
    if (size !== undefined && (!Array.isArray(w[2]) || w[2].length === 0 || w[2].length > size)) {
      throw bad(`'${w[1]}' needs an array of 1 to ${size} values.`);
    }
    // Firestore refuses to range over, or look in arrays for, null and NaN (== and != take them).
    const nullish = w[2] === null || Number.isNaN(w[2]);
    if (nullish && (RANGES.has(w[1]) || w[1] === 'array-contains')) {
      throw bad(`'${w[1]}' cannot compare with ${String(w[2])}.`);
    }
  }
  for (const o of q.orderBy ?? []) {
    if (!Array.isArray(o) || typeof o[0] !== 'string' || (o[1] !== 'asc' && o[1] !== 'desc')) {
      throw bad('Bad orderBy clause.');
    }
    splitFieldPath(o[0]);
  }
  // A limit of 0 means "no limit" to the Firestore server and is refused by the web SDK.
  if (q.limit !== undefined && (!Number.isInteger(q.limit) || q.limit < 1)) throw bad('Bad limit.');
  if (q.startAfter !== undefined) {
    const c = q.startAfter as Partial<QueryCursor> | null;
    if (!c || typeof c.id !== 'string' || !Array.isArray(c.values)) throw bad('Bad startAfter.');
    if (c.values.length !== effectiveOrder(q).length || c.values.includes(undefined)) {
      throw bad('startAfter needs one value per order field.');
    }
  }
}

/** Firestore orders by the inequality field when no order is given. */
export function effectiveOrder(q: Query): OrderBy[] {
  if (q.orderBy && q.orderBy.length > 0) return q.orderBy;
  const ineq = (q.where ?? []).find((w) => INEQUALITIES.has(w[1]));
  return ineq ? [[ineq[0], 'asc']] : [];
}

/** A candidate document with its ordering values read once. */
interface Row<T> {
  doc: T;
  keys: unknown[];
}

function rowComparator<T extends DocSnapshot>(order: OrderBy[]) {
  // Ties break on the document id, in the direction of the last ordering (Firestore's __name__).
  const lastDir = order.length > 0 ? order[order.length - 1]![1] : 'asc';
  return (a: Row<T>, b: Row<T>): number => {
    for (let i = 0; i < order.length; i += 1) {
      const c = compareValues(a.keys[i], b.keys[i]);
      if (c !== 0) return order[i]![1] === 'desc' ? -c : c;
    }
    const c = compareStrings(a.doc.id, b.doc.id);
    return lastDir === 'desc' ? -c : c;
  };
}

/** `path === collection + '/' + id`, without building a string per document of a scan. */
export function inCollection(doc: DocSnapshot, collection: string): boolean {
  const { path, id } = doc;
  return (
    path.length === collection.length + 1 + id.length &&
    path.charCodeAt(collection.length) === 47 &&
    path.startsWith(collection) &&
    path.endsWith(id)
  );
}

/**
 * Filtered, ordered, paged results. `startAfter` is a position (id and order values): results
 * start after it in the ordering, whether or not that document still exists or matches.
 */
export function runQuery<T extends DocSnapshot>(docs: readonly T[], q: Query): T[] {
  const { cmp, rowsOf } = plan(docs, q);
  // With a limit, rows outside the best `limit` are dropped as the scan goes (they die young).
  const kept = q.limit !== undefined ? new FirstInOrder<Row<T>>(q.limit, cmp) : null;
  const rows: Row<T>[] = [];
  rowsOf((row) => (kept ? kept.offer(row) : rows.push(row)));
  return (kept ? kept.items : rows.sort(cmp)).map((r) => r.doc);
}

/** `runQuery(docs, q).length` without ordering anything (count queries over big collections). */
export function countQuery(docs: readonly DocSnapshot[], q: Query): number {
  let n = 0;
  plan(docs, q).rowsOf(() => (n += 1));
  return q.limit !== undefined ? Math.min(n, q.limit) : n;
}

/** The candidate rows of a query: in the collection, matching, ordered fields present, after the cursor. */
function plan<T extends DocSnapshot>(docs: readonly T[], q: Query) {
  validateQuery(q);
  const order = effectiveOrder(q);
  const orderPaths = order.map(([f]) => splitFieldPath(f));
  const matches = compileWhere(q.where);
  const cmp = rowComparator<T>(order);
  const rowOf = (doc: T): Row<T> | null => {
    const keys = orderPaths.map((p) => getFieldAt(doc.data, p));
    return keys.includes(undefined) ? null : { doc, keys };
  };
  const rowsOf = (visit: (row: Row<T>) => void) => {
    const after = q.startAfter;
    const cursor: Row<T> | null = after
      ? { doc: { id: after.id, path: `${q.collection}/${after.id}`, data: {} } as T, keys: after.values }
      : null;
    for (const doc of docs) {
      if (!inCollection(doc, q.collection) || !matches(doc.data)) continue;
      const row = rowOf(doc);
      if (row && (cursor === null || cmp(row, cursor) > 0)) visit(row);
    }
  };
  return { cmp, rowsOf };
}

/**
 * Keeps the `k` first items offered, in `cmp` order: a page of 10 out of 100,000 documents
 * keeps a sorted buffer of 10 instead of sorting everything (the admin users table).
 */
export class FirstInOrder<T> {
  readonly items: T[] = [];

  constructor(
    private readonly k: number,
    private readonly cmp: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    const { items, k, cmp } = this;
    if (k === 0 || (items.length === k && cmp(item, items[k - 1]!) >= 0)) return;
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(items[mid]!, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    items.splice(lo, 0, item);
    if (items.length > k) items.pop();
  }
}

export function firstInOrder<T>(items: readonly T[], k: number, cmp: (a: T, b: T) => number): T[] {
  const kept = new FirstInOrder(k, cmp);
  for (const item of items) kept.offer(item);
  return kept.items;
}
