/**
 * Admin user search (docs/product-rules.md 15.3): the lowercased fields the server stores on every user
 * document so that a case-insensitive prefix search is two plain range queries, and the ranking
 * of the merged results (exact match, then prefix match, then most recent login).
 */
import type { Query } from '../query/types';

/** Search starts at this many characters of trimmed text (docs/product-rules.md 15.3). */
export const SEARCH_MIN_CHARS = 2;
/** Results per range query (docs/product-rules.md 15.3). */
export const SEARCH_LIMIT = 50;
/** The highest code point Firestore sorts: `q` to `q + HIGH` spans every string starting with q. */
export const PREFIX_END = '\uf8ff';

const lower = (v: unknown): string => (typeof v === 'string' ? v.trim().toLowerCase() : '');

// A type alias (not an interface) so it spreads into DocData patches.
export type SearchFields = {
  nameLower: string;
  emailLower: string;
};

/** Written by the server only (syncUser, adminUpdateUser, the demo seed). */
export function searchFields(name: unknown, email: unknown): SearchFields {
  return { nameLower: lower(name), emailLower: lower(email) };
}

/** Whether a stored document's search fields are missing or no longer match its name/e-mail. */
export function searchFieldsStale(doc: Record<string, unknown>): boolean {
  const want = searchFields(doc.name, doc.email);
  return doc.nameLower !== want.nameLower || doc.emailLower !== want.emailLower;
}

/** Every user whose stored lowercase `field` starts with `term` (a Firestore range query). */
export function prefixQuery(field: keyof SearchFields, term: string): Query {
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

/** The normalised search term, or null while the text is too short to search. */
export function searchTerm(text: string): string | null {
  const t = text.trim().toLowerCase();
  return t.length >= SEARCH_MIN_CHARS ? t : null;
}

export interface Searchable {
  id: string;
  name?: unknown;
  email?: unknown;
  lastLogin?: unknown;
}

function loginTime(v: unknown): number {
  const t = v instanceof Date ? v.getTime() : typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

/** 0 exact, 1 prefix, 2 anything else (the queries only return prefixes; kept for safety). */
function matchRank(u: Searchable, term: string): number {
  const values = [lower(u.name), lower(u.email)];
  if (values.includes(term)) return 0;
  if (values.some((v) => v.startsWith(term))) return 1;
  return 2;
}

/** De-duplicates by id (a user can match on name and e-mail) and ranks for `term`. */
export function rankSearchResults<T extends Searchable>(users: readonly T[], term: string): T[] {
  const q = term.trim().toLowerCase();
  const unique = [...new Map(users.map((u) => [u.id, u])).values()];
  return unique
    .map((u) => ({ u, rank: matchRank(u, q), login: loginTime(u.lastLogin) }))
    .sort((a, b) => a.rank - b.rank || b.login - a.login || (a.u.id < b.u.id ? -1 : 1))
    .map((x) => x.u);
}
