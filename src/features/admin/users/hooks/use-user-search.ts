import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/providers/backend-context';
import { searchTerm } from '@/domain/admin/user-search';
import { searchUsers } from '../api/search-users';
import type { UserRow } from '../lib/user-row';
import { useDebouncedValue } from './use-debounced-value';
import { usersKey } from './use-user-list';

const DEBOUNCE_MS = 250;

export type SearchState =
  | { kind: 'off' }
  | { kind: 'searching' }
  | { kind: 'error' }
  | { kind: 'done'; query: string; rows: UserRow[] };

/**
 * The search box's results. Off while the trimmed text is under 2 characters (docs/product-rules.md 15.3);
 * 'searching' from the first keystroke of a new term until its results arrive.
 */
export function useUserSearch(text: string): SearchState {
  const { docs } = useBackend();
  const typed = text.trim();
  const settled = useDebouncedValue(typed, DEBOUNCE_MS);
  const term = searchTerm(settled);
  const query = useQuery({
    queryKey: [...usersKey, 'search', term],
    queryFn: () => searchUsers(docs, term!),
    enabled: term !== null,
  });

  if (searchTerm(typed) === null) return { kind: 'off' };
  // A refresh after a save keeps showing the current results rather than flashing 'Searching'.
  if (settled !== typed || query.isPending) return { kind: 'searching' };
  if (query.isError) return { kind: 'error' };
  return { kind: 'done', query: settled, rows: query.data ?? [] };
}
