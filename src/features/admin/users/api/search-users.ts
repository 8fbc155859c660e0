import type { DocStore, Query } from '@/backend/ports';
import { PREFIX_END, rankSearchResults, SEARCH_LIMIT } from '@/domain/admin/user-search';
import { toUserRow, type UserRow } from '../lib/user-row';

/** Every user whose stored lowercase `field` starts with `term` (a Firestore range query). */
export function prefixQuery(field: 'emailLower' | 'nameLower', term: string): Query {
  return {
    collection: 'users',
    where: [
      [field, '>=', term],
      [field, '<', term + PREFIX_END],
    ],
    orderBy: [[field, 'asc']],
    limit: SEARCH_LIMIT,
  };
}

/** Name or e-mail starting with `term` (already trimmed and lowercased), merged and ranked. */
export async function searchUsers(docs: DocStore, term: string): Promise<UserRow[]> {
  const [byEmail, byName] = await Promise.all([
    docs.query(prefixQuery('emailLower', term)),
    docs.query(prefixQuery('nameLower', term)),
  ]);
  return rankSearchResults([...byEmail, ...byName].map(toUserRow), term);
}
