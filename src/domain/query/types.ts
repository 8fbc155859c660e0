/**
 * A query is plain data so that it can cross the wire to the local backend, be evaluated by
 * the in-memory store in tests, and be translated to a Firestore query by the Firebase adapter.
 */
export type WhereOp =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';

export const WHERE_OPS: readonly WhereOp[] = [
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'not-in',
  'array-contains',
  'array-contains-any',
];

export type Where = [field: string, op: WhereOp, value: unknown];
export type OrderBy = [field: string, dir: 'asc' | 'desc'];

export interface Query {
  /** Collection path, e.g. `users` or `users/abc/notes`. */
  collection: string;
  where?: Where[];
  orderBy?: OrderBy[];
  limit?: number;
  /** Where the page starts: just after this position (cursor paging, cursor.ts). */
  startAfter?: QueryCursor;
}

/**
 * A position in a query's order: a document's id and its values of the order fields (the
 * query's orderBy, or its inequality field). Values, not only the id, so that a deleted
 * document still marks its place and the next page goes on from there.
 */
export interface QueryCursor {
  id: string;
  values: unknown[];
}

/** A document as it leaves a store: its id, full path and data (timestamps as `Date`). */
export interface DocSnapshot<T = Record<string, unknown>> {
  id: string;
  path: string;
  data: T;
}
