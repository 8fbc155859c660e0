import type { DocStore, Query, QueryCursor } from '@/backend/ports';
import { cursorAfter } from '@/domain/query/cursor';
import { USERS_PAGE_SIZE, type UserListOptions } from '../lib/list-options';
import { toUserRow, type UserRow } from '../lib/user-row';

export interface UserPage {
  rows: UserRow[];
  /** The last row's position when another page exists (the next page starts after it). */
  nextCursor?: QueryCursor;
}

/**
 * One page of users. Ordering by a field leaves out documents that lack it (Firestore's rule);
 * every document the server writes has createdAt, lastLogin, name and email.
 */
export function userListQuery(opts: UserListOptions, cursor?: QueryCursor): Query {
  return {
    collection: 'users',
    where: opts.planId ? [['subscription.planId', '==', opts.planId]] : [],
    orderBy: [[opts.sortBy, opts.direction]],
    // One more than a page tells whether "Load More" would find anything.
    limit: USERS_PAGE_SIZE + 1,
    ...(cursor ? { startAfter: cursor } : {}),
  };
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
