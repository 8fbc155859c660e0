/** The table's server-side ordering and plan filter (docs/product-rules.md 15.3). */
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
