/**
 * Cursor-paged reads of one collection, newest first within the date range (docs/product-rules.md 15.7):
 * each call returns a page and the id to start after, as `streamExport` expects.
 */
import type { DocStore, Query, Where } from '@/backend/ports';
import { cursorAfter, decodeCursor, encodeCursor } from '@/domain/query/cursor';
import type { ExportRow } from '@/domain/admin/export-format';
import type { ExportPage } from '@/domain/admin/export-stream';

export interface CollectionPagesOptions {
  collection: string;
  dateField: string;
  start: Date | null;
  end: Date | null;
  /** Equality (or `in`) filters besides the date bounds. */
  where?: Where[];
  pageSize: number;
  toRow(id: string, data: Record<string, unknown>): ExportRow | null;
}

export function collectionPages(
  docs: DocStore,
  o: CollectionPagesOptions,
): (pageToken: string | undefined) => Promise<ExportPage> {
  const where: Where[] = [...(o.where ?? [])];
  if (o.start) where.push([o.dateField, '>=', o.start]);
  if (o.end) where.push([o.dateField, '<=', o.end]);
  return async (pageToken) => {
    const query: Query = {
      collection: o.collection,
      where,
      orderBy: [[o.dateField, 'desc']],
      limit: o.pageSize,
      // The page token is the cursor written as a string (streamExport's tokens are strings).
      ...(pageToken ? { startAfter: decodeCursor(pageToken) } : {}),
    };
    const snaps = await docs.query(query);
    const data = snaps.flatMap((s) => {
      const row = o.toRow(s.id, s.data);
      return row ? [row] : [];
    });
    const full = snaps.length === o.pageSize && snaps.length > 0;
    return {
      data,
      nextPageToken: full ? encodeCursor(cursorAfter(snaps[snaps.length - 1]!, query)) : undefined,
    };
  };
}
