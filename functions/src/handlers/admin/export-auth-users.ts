/**
 * exportAuthUsers (docs/product-rules.md 15.7): one page of Firebase Auth accounts joined with their
 * users/{uid} documents, filtered, as flat export rows. The admin's Data Export tab pages
 * through it with `nextPageToken`; a page may hold fewer rows than `limit` (or none) when the
 * filters drop accounts, and the token still says whether more accounts follow.
 */
import {
  exportAuthUsersInputSchema,
  exportUserRow,
  userRowMatches,
  type ExportAuthUsersResult,
  EXPORT_AUTH_USERS,
} from '@/domain/admin/export-users';
import { defineHandler, type DocData } from '../ports';

export const exportAuthUsers = defineHandler({
  name: EXPORT_AUTH_USERS,
  access: 'admin',
  input: exportAuthUsersInputSchema,
  async run(deps, _ctx, input): Promise<ExportAuthUsersResult> {
    const page = await deps.auth.listUsers(input.limit, input.pageToken);
    // One read of the page's documents by id: exact (a document without a uid field is still
    // found) and one round trip instead of one per account.
    const docs = await deps.store.getAll<DocData>(page.users.map((u) => `users/${u.uid}`));
    const range = input.dateRange
      ? { start: new Date(input.dateRange.start), end: new Date(input.dateRange.end) }
      : { start: null, end: null };
    const filters = input.filters ?? {};
    const data = page.users
      .map((u, i) => exportUserRow(u.uid, u, docs[i]?.data ?? null))
      .filter((row) => userRowMatches(row, filters, range));
    return page.next ? { success: true, data, nextPageToken: page.next } : { success: true, data };
  },
});
