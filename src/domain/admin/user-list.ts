/**
 * The admin users table's server-side ordering and plan filter, and the query for one page of
 * it. Pure, so the users tab and the admin bench ask Firestore the same thing.
 */
import type { Query, QueryCursor } from '../query/types';

export const USERS_PAGE_SIZE = 10;

export const SORT_FIELDS = [
  { value: 'createdAt', label: 'Created' },
  { value: 'lastLogin', label: 'Last Login' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
] as const;
export type SortField = (typeof SORT_FIELDS)[number]['value'];
export type SortDirection = 'asc' | 'desc';

export interface UserListOptions {
  sortBy: SortField;
  direction: SortDirection;
  /** Null: all plans. */
  planId: string | null;
}

export const DEFAULT_LIST_OPTIONS: UserListOptions = { sortBy: 'createdAt', direction: 'desc', planId: null };

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
