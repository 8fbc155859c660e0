/**
 * The users export: the exportAuthUsers callable page by page; when it fails, the users
 * collection through the DocStore (the admin may list it) with the same filters (docs/product-rules.md
 * 15.7). Output already produced by the failed attempt is dropped (`onRestart`) so the
 * fallback's rows are not appended to half a callable export.
 */
import type { Backend } from '@/backend/ports';
import { activeFilter, EXPORT_MESSAGES, type ExportFilters } from '@/domain/admin/export';
import type { ExportWriter } from '@/domain/admin/export-format';
import {
  streamExport,
  type ExportPage,
  type StreamExportOptions,
  type StreamExportResult,
} from '@/domain/admin/export-stream';
import {
  exportUserRow,
  userRowMatches,
  type ExportUserFilters,
  type InstantRange,
} from '@/domain/admin/export-users';
import { exportAuthUsersPage } from '../api/export-auth-users';
import { collectionPages } from '../api/query-pages';

export type RunOptions = Omit<StreamExportOptions<never>, 'fetchPage' | 'writer' | 'onRows'> & {
  /** A fresh writer per attempt (a failed attempt's writer has counted rows). */
  makeWriter?: () => ExportWriter;
  onRows?(rows: Record<string, unknown>[]): void;
  /** The primary read failed: forget the chunks and rows received so far. */
  onRestart?(): void;
  pageSize: number;
};

export function userFilters(filters: ExportFilters): ExportUserFilters {
  const out: ExportUserFilters = {};
  const verified = activeFilter(filters, 'emailVerified');
  if (verified) out.emailVerified = verified === 'verified';
  const plan = activeFilter(filters, 'plan');
  if (plan) out.planId = plan;
  const status = activeFilter(filters, 'subscriptionStatus');
  if (status) out.status = status;
  return out;
}

export function callablePages(
  backend: Backend,
  filters: ExportUserFilters,
  range: InstantRange,
  limit: number,
) {
  return async (pageToken: string | undefined): Promise<ExportPage> => {
    const res = await exportAuthUsersPage(backend.functions, {
      limit,
      ...(pageToken ? { pageToken } : {}),
      ...(Object.keys(filters).length > 0 ? { filters } : {}),
      ...(range.start && range.end
        ? { dateRange: { start: range.start.toISOString(), end: range.end.toISOString() } }
        : {}),
    });
    return { data: res.data, nextPageToken: res.nextPageToken };
  };
}

export function usersCollectionPages(
  backend: Backend,
  filters: ExportUserFilters,
  range: InstantRange,
  limit: number,
) {
  return collectionPages(backend.docs, {
    collection: 'users',
    dateField: 'createdAt',
    start: range.start,
    end: range.end,
    pageSize: limit,
    toRow(id, data) {
      const row = exportUserRow(id, null, data);
      // The date bounds are in the query already; the rest is filtered here.
      return userRowMatches(row, filters, { start: null, end: null }) ? { ...row } : null;
    },
  });
}

export async function exportUsers(
  backend: Backend,
  filters: ExportFilters,
  range: InstantRange,
  opts: RunOptions,
): Promise<StreamExportResult> {
  const f = userFilters(filters);
  const limit = Math.min(opts.pageSize, opts.max ?? Infinity);
  const attempt = (fetchPage: (t: string | undefined) => Promise<ExportPage>) =>
    streamExport({ ...opts, fetchPage, writer: opts.makeWriter?.() });
  try {
    return await attempt(callablePages(backend, f, range, limit));
  } catch (callableError) {
    console.error('exportAuthUsers failed; reading the users collection instead', callableError);
    opts.onRestart?.();
    try {
      return await attempt(usersCollectionPages(backend, f, range, opts.pageSize));
    } catch (fallbackError) {
      console.error('Users collection fallback failed', fallbackError);
      throw new Error(EXPORT_MESSAGES.bothFailed, { cause: fallbackError });
    }
  }
}
