import type { DocStore } from '@/backend/ports';
import { prefixQuery, rankSearchResults } from '@/domain/admin/user-search';
import { toUserRow, type UserRow } from '../lib/user-row';

/** Name or e-mail starting with `term` (already trimmed and lowercased), merged and ranked. */
export async function searchUsers(docs: DocStore, term: string): Promise<UserRow[]> {
  const [byEmail, byName] = await Promise.all([
    docs.query(prefixQuery('emailLower', term)),
    docs.query(prefixQuery('nameLower', term)),
  ]);
  return rankSearchResults([...byEmail, ...byName].map(toUserRow), term);
}
