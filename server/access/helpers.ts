/** The small vocabulary every policy uses, named like the functions in firestore.rules. */
import type { DocData } from '../../functions/src/handlers/ports';
import type { Query } from '../../src/domain/query/types';
import { valuesEqual } from '../../src/domain/query/compare';
import type { Auth, AuthContext, CollectionPolicy } from './types';

export const isSignedIn = (auth: Auth): auth is AuthContext => auth !== null;

export const isOwner = (auth: Auth, uid: string | undefined): boolean =>
  isSignedIn(auth) && uid !== undefined && auth.uid === uid;

/** The admin claim of the verified token; a field in a document never counts. */
export const isAdmin = (auth: Auth): boolean => isSignedIn(auth) && auth.admin === true;

/** Like rules' `request.resource.data.diff(resource.data).affectedKeys()`. */
export function affectedKeys(before: DocData, after: DocData): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => {
    const inB = Object.prototype.hasOwnProperty.call(before, k);
    const inA = Object.prototype.hasOwnProperty.call(after, k);
    return inB !== inA || !valuesEqual(before[k], after[k]);
  });
}

/** `affectedKeys().hasOnly(allowed)` */
export const changesOnly = (before: DocData, after: DocData, allowed: readonly string[]): boolean =>
  affectedKeys(before, after).every((k) => allowed.includes(k));

/** True when the query can only return documents whose `field` equals `value` (rules' list proof). */
export function constrainsEqual(q: Query, field: string, value: unknown): boolean {
  return (q.where ?? []).some(([f, op, v]) => f === field && op === '==' && valuesEqual(v, value));
}

export const isStringOfLength = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'string' && v.length >= min && v.length <= max;

/**
 * Records only handlers write (DESIGN section 5), read by the user their `userId` names and by
 * the admin; a list must be constrained to the caller's own userId (rules are not filters).
 */
export function serverRecordsOwnedByUserId(pattern: string): CollectionPolicy {
  return {
    pattern,
    read: (auth, doc) =>
      isAdmin(auth) || (isSignedIn(auth) && doc.data !== null && doc.data.userId === auth.uid),
    list: (auth, q) => isAdmin(auth) || (isSignedIn(auth) && constrainsEqual(q, 'userId', auth.uid)),
    create: () => false,
    update: () => false,
    delete: () => false,
  };
}
