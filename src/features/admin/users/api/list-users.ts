import type { DocStore, Query } from '@/backend/ports';
import { USERS_PAGE_SIZE, type UserListOptions } from '../lib/list-options';
import { toUserRow, type UserRow } from '../lib/user-row';

export interface UserPage {
  rows: UserRow[];
  /** The last row's id when another page exists (the next page starts after it). */
  nextCursor?: string;
}

/**
 * One page of users. Ordering by a field leaves out documents that lack it (Firestore's rule);
 * every document the server writes has createdAt, lastLogin, name and email.
 */
export function userListQuery(opts: UserListOptions, cursor?: string): Query {
  return {
    collection: 'users',
    where: opts.planId ? [['subscription.planId', '==', opts.planId]] : [],
    orderBy: [[opts.sortBy, opts.direction]],
    // One more than a page tells whether "Load More" would find anything.
    limit: USERS_PAGE_SIZE + 1,
    ...(cursor ? { startAfter: cursor } : {}),
  };
}

export async function listUsers(docs: DocStore, opts: UserListOptions, cursor?: string): Promise<UserPage> {
  const found = await docs.query(userListQuery(opts, cursor));
  const rows = found.slice(0, USERS_PAGE_SIZE).map(toUserRow);
  return found.length > USERS_PAGE_SIZE ? { rows, nextCursor: rows[rows.length - 1]!.id } : { rows };
}
