/**
 * Reads one export source page by page into `streamExport` (docs/product-rules.md 15.7). Users go through
 * the callable with its fallback; resumes and templates are one collection each; payments and
 * comments merge three stores, and a store that cannot be read is left out (logged only).
 */
import type { Backend, Where } from '@/backend/ports';
import {
  activeFilter,
  EXPORT_MESSAGES,
  EXPORT_SOURCE_DEFS,
  isExportSource,
  PAYMENT_STATUS_VALUES,
  type ExportFilters,
} from '@/domain/admin/export';
import type { ExportRow } from '@/domain/admin/export-format';
import { commentRow, newestFirst, paymentRow, recordRow } from '@/domain/admin/export-rows';
import { streamExport, type ExportPage, type StreamExportResult } from '@/domain/admin/export-stream';
import type { InstantRange } from '@/domain/admin/export-users';
import { COMMENT_STORES } from '@/domain/comments';
import { ORDER_COLLECTIONS, PAYMENT_PROVIDER_IDS } from '@/domain/payments/contract';
import { collectionPages, type CollectionPagesOptions } from '../api/query-pages';
import { exportUsers, type RunOptions } from './export-users';

export interface ExportRequest {
  source: string;
  filters: ExportFilters;
  range: InstantRange;
}

type Store = Omit<CollectionPagesOptions, 'start' | 'end' | 'pageSize'>;

/** Every store read to the end (or `max`), merged newest first; one page for streamExport. */
async function mergedPage(
  backend: Backend,
  stores: Store[],
  req: ExportRequest,
  opts: RunOptions,
): Promise<ExportPage> {
  const max = opts.max ?? Infinity;
  const all: ExportRow[] = [];
  for (const store of stores) {
    const rows: ExportRow[] = [];
    try {
      const pages = collectionPages(backend.docs, { ...store, ...req.range, pageSize: opts.pageSize });
      await streamExport({ fetchPage: pages, onRows: (r) => rows.push(...r), max });
      all.push(...rows);
    } catch (e) {
      console.error(`Export: skipped ${store.collection}`, e);
    }
  }
  return { data: newestFirst(all, 'createdAt').slice(0, max) };
}

function paymentStores(filters: ExportFilters): Store[] {
  const provider = activeFilter(filters, 'paymentProvider');
  const status = activeFilter(filters, 'paymentStatus');
  const statuses = status ? PAYMENT_STATUS_VALUES[status] : undefined;
  const where: Where[] = statuses ? [['status', 'in', [...statuses]]] : [];
  return PAYMENT_PROVIDER_IDS.filter((p) => !provider || p === provider).map((p) => ({
    collection: ORDER_COLLECTIONS[p],
    dateField: 'createdAt',
    where,
    toRow: (id, data) => paymentRow(id, p, data),
  }));
}

const commentStores: Store[] = COMMENT_STORES.map((c) => ({
  collection: c,
  dateField: 'createdAt',
  toRow: (id, data) => commentRow(id, c, data),
}));

export async function runExport(
  backend: Backend,
  req: ExportRequest,
  opts: RunOptions,
): Promise<StreamExportResult> {
  if (!isExportSource(req.source)) throw new Error(EXPORT_MESSAGES.invalidSource);
  const source = req.source;
  if (source === 'users') return exportUsers(backend, req.filters, req.range, opts);
  const run = (fetchPage: (t: string | undefined) => Promise<ExportPage>) =>
    streamExport({ ...opts, fetchPage, writer: opts.makeWriter?.() });
  if (source === 'payments') return run(() => mergedPage(backend, paymentStores(req.filters), req, opts));
  if (source === 'comments') return run(() => mergedPage(backend, commentStores, req, opts));
  const def = EXPORT_SOURCE_DEFS[source];
  return run(
    collectionPages(backend.docs, {
      collection: source,
      dateField: def.dateField,
      ...req.range,
      pageSize: Math.min(opts.pageSize, opts.max ?? Infinity),
      toRow: (id, data) => recordRow(id, data, def.fields),
    }),
  );
}
