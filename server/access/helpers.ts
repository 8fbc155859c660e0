/** The small vocabulary every policy uses, named like the functions in firestore.rules. */
import type { DocData } from '../../functions/src/handlers/ports';
import type { Query } from '../../src/domain/query/types';
import { valuesEqual } from '../../src/domain/query/compare';
import {
  isAllowedPhotoURL as allowedPhoto,
  isReservedName as reservedName,
} from '../../src/domain/public-profile';
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
 * Every visitor's browser loads a comment author's photo, so it may come only over https from
 * Google's profile photo hosts (lh0 to lh9.googleusercontent.com) or Firebase Storage download
 * URLs; the rest of the URL is plain URL characters (src/domain/public-profile.ts).
 */
export const isAllowedPhotoURL = (v: unknown): boolean => isStringOfLength(v, 1, 2048) && allowedPhoto(v);

/**
 * A display name posing as staff: admin, administrator, moderator, jobkit, support or staff
 * as a whole word (a run of the letters a-z) in any case (src/domain/public-profile.ts).
 */
export const isReservedName = (name: unknown): boolean => typeof name === 'string' && reservedName(name);

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
