import type { DocStore, QueryCursor } from '@/backend/ports';
import { USERS_PAGE_SIZE, userListQuery, type UserListOptions } from '@/domain/admin/user-list';
import { cursorAfter } from '@/domain/query/cursor';
import { toUserRow, type UserRow } from '../lib/user-row';

export interface UserPage {
  rows: UserRow[];
  /** The last row's position when another page exists (the next page starts after it). */
  nextCursor?: QueryCursor;
}

export async function listUsers(
  docs: DocStore,
  opts: UserListOptions,
  cursor?: QueryCursor,
): Promise<UserPage> {
  const query = userListQuery(opts, cursor);
  const found = await docs.query(query);
  const rows = found.slice(0, USERS_PAGE_SIZE).map(toUserRow);
  return found.length > USERS_PAGE_SIZE
    ? { rows, nextCursor: cursorAfter(found[USERS_PAGE_SIZE - 1]!, query) }
    : { rows };
}
