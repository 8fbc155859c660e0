/**
 * Cursors for paging (QueryCursor in types.ts): made from the last document of a page, and
 * written as a string where a page token must be one (the admin export's streamExport).
 */
import { fromWire, toWire } from '../doc-values';
import { effectiveOrder } from './run-query';
import { getFieldAt, splitFieldPath } from './field-path';
import { StoreError } from './errors';
import type { DocSnapshot, Query, QueryCursor } from './types';

/** The position just after `doc` in `q`'s order: the next page starts there. */
export function cursorAfter(doc: DocSnapshot, q: Query): QueryCursor {
  return { id: doc.id, values: effectiveOrder(q).map(([f]) => getFieldAt(doc.data, splitFieldPath(f))) };
}

export function encodeCursor(c: QueryCursor): string {
  return JSON.stringify(toWire(c));
}

export function decodeCursor(token: string): QueryCursor {
  try {
    const c = fromWire(JSON.parse(token)) as QueryCursor;
    if (c && typeof c.id === 'string' && Array.isArray(c.values)) return c;
  } catch {
    // Reported below.
  }
  throw new StoreError('invalid-argument', 'Bad page token.');
}
