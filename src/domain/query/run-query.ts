/**
 * Runs a plain-data Query over a set of documents: filter, order, cursor, limit. The one
 * engine behind the in-memory store, the local backend and the test fakes.
 */
import { WHERE_OPS, type DocSnapshot, type OrderBy, type Query } from './types';
import { compareValues } from './compare';
import { getField, splitFieldPath } from './field-path';
import { matchesWhere } from './match';
import { checkCollectionPath } from './doc-path';
import { StoreError } from './errors';

const INEQUALITIES = new Set(['<', '<=', '>', '>=', '!=']);

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
    if (w[1] === 'in' && (!Array.isArray(w[2]) || w[2].length === 0 || w[2].length > 30)) {
      throw bad("'in' needs an array of 1 to 30 values.");
    }
  }
  for (const o of q.orderBy ?? []) {
    if (!Array.isArray(o) || typeof o[0] !== 'string' || (o[1] !== 'asc' && o[1] !== 'desc')) {
      throw bad('Bad orderBy clause.');
    }
    splitFieldPath(o[0]);
  }
  if (q.limit !== undefined && (!Number.isInteger(q.limit) || q.limit < 0)) throw bad('Bad limit.');
  if (q.startAfter !== undefined && typeof q.startAfter !== 'string') throw bad('Bad startAfter.');
}

/** Firestore orders by the inequality field when no order is given. */
export function effectiveOrder(q: Query): OrderBy[] {
  if (q.orderBy && q.orderBy.length > 0) return q.orderBy;
  const ineq = (q.where ?? []).find((w) => INEQUALITIES.has(w[1]));
  return ineq ? [[ineq[0], 'asc']] : [];
}

function comparator(order: OrderBy[]) {
  // Ties break on the document id, in the direction of the last ordering (Firestore's __name__).
  const lastDir = order.length > 0 ? order[order.length - 1]![1] : 'asc';
  return (a: DocSnapshot, b: DocSnapshot): number => {
    for (const [field, dir] of order) {
      const c = compareValues(getField(a.data, field), getField(b.data, field));
      if (c !== 0) return dir === 'desc' ? -c : c;
    }
    const c = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return lastDir === 'desc' ? -c : c;
  };
}

export function inCollection(doc: DocSnapshot, collection: string): boolean {
  return doc.path === `${collection}/${doc.id}`;
}

/**
 * Filtered, ordered, paged results. `startAfter` is a document id: results start after that
 * document's position in the ordering (it need not match the filters). If the cursor document
 * is gone its position is unknown and the page is empty (as the Firestore adapter does).
 */
export function runQuery<T extends DocSnapshot>(docs: readonly T[], q: Query): T[] {
  validateQuery(q);
  const order = effectiveOrder(q);
  const hasOrderFields = (d: DocSnapshot) => order.every(([f]) => getField(d.data, f) !== undefined);
  const cmp = comparator(order);
  const all = docs.filter((d) => inCollection(d, q.collection));
  let out = all.filter((d) => matchesWhere(d.data, q.where) && hasOrderFields(d)).sort(cmp);
  if (q.startAfter !== undefined) {
    const cursor = all.find((d) => d.id === q.startAfter);
    out = cursor && hasOrderFields(cursor) ? out.filter((d) => cmp(d, cursor) > 0) : [];
  }
  return q.limit !== undefined ? out.slice(0, q.limit) : out;
}
