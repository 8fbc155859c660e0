/**
 * comments/{id}, lazyApplyComments/{id}, magicKeysComments/{id} — mirrors the three comment
 * `match` blocks and their functions in firestore.rules line for line. Comments are public;
 * only a signed-in user posts, under their own uid, their profile's name and photo, and the
 * server's time; nobody edits content; a like only adds or removes the caller's own uid; only
 * the author (or the admin) deletes.
 */
import type { DocData } from '../../functions/src/handlers/ports';
import {
  COMMENT_KEYS,
  COMMENT_LIMITS,
  COMMENT_STORES,
  REQUIRED_COMMENT_KEYS,
  type CommentStore,
} from '../../src/domain/comments';
import { valuesEqual } from '../../src/domain/query/compare';
import { changesOnly, isAdmin, isSignedIn, isStringOfLength } from './helpers';
import type { Auth, AuthContext, CollectionPolicy, RequestContext } from './types';

const has = (d: DocData, k: string) => Object.prototype.hasOwnProperty.call(d, k);

// Rules: `get(/databases/$(database)/documents/$(store)/$(parentId))`; a malformed id is no document.
function getParent(req: RequestContext, store: CommentStore, parentId: unknown): DocData | null {
  if (!isStringOfLength(parentId, 1, 1500) || (parentId as string).includes('/')) return null;
  try {
    return req.getDoc(`${store}/${parentId as string}`);
  } catch {
    return null;
  }
}

// A reply hangs under an existing top-level comment of the same store: threads are one level deep.
function validParent(req: RequestContext, store: CommentStore, parentId: unknown): boolean {
  const parent = getParent(req, store, parentId);
  return parent !== null && !has(parent, 'parentId');
}

// Rules: `get(/databases/$(database)/documents/users/$(request.auth.uid))`; null where it does not exist.
function getProfile(req: RequestContext, uid: string): DocData | null {
  try {
    return req.getDoc(`users/${uid}`);
  } catch {
    return null;
  }
}

// Rules: `profile.get(key, null)`.
const field = (d: DocData, k: string): unknown => (has(d, k) ? d[k] : null);

// The author as their profile shows them: the caller's users document must exist, and the
// comment carries its name and its photo exactly (null when the profile has no photo).
function isAuthorProfile(auth: AuthContext, d: DocData, req: RequestContext): boolean {
  const profile = getProfile(req, auth.uid);
  return profile !== null && matchesProfile(d, profile);
}

const matchesProfile = (d: DocData, profile: DocData): boolean =>
  valuesEqual(d.userName, field(profile, 'name')) && valuesEqual(d.userPhotoURL, field(profile, 'photoURL'));

// Only the known keys, typed and bounded; the author is the caller, named and pictured as in
// their profile, and the time the server's.
function validNewComment(auth: AuthContext, d: DocData, req: RequestContext, store: CommentStore): boolean {
  return (
    Object.keys(d).every((k) => (COMMENT_KEYS as readonly string[]).includes(k)) &&
    REQUIRED_COMMENT_KEYS.every((k) => has(d, k)) &&
    d.userId === auth.uid &&
    d.createdAt instanceof Date &&
    d.createdAt.getTime() === req.now.getTime() &&
    Array.isArray(d.likes) &&
    d.likes.length === 0 &&
    isStringOfLength(d.content, 1, COMMENT_LIMITS.contentMax) &&
    (d.content as string).trim().length > 0 &&
    isStringOfLength(d.userName, 1, COMMENT_LIMITS.userNameMax) &&
    (d.userPhotoURL === null || isStringOfLength(d.userPhotoURL, 1, COMMENT_LIMITS.photoUrlMax)) &&
    isAuthorProfile(auth, d, req) &&
    (!has(d, 'parentId') || validParent(req, store, d.parentId))
  );
}

const asSet = (v: unknown): Set<unknown> => new Set(Array.isArray(v) ? v : []);
const difference = (a: Set<unknown>, b: Set<unknown>) => [...a].filter((x) => !b.has(x));

// Rules: likes.toSet().difference(...) == [request.auth.uid].toSet(), one way or the other.
function isOwnLikeToggle(auth: AuthContext, before: DocData, after: DocData): boolean {
  if (!Array.isArray(before.likes) || !Array.isArray(after.likes)) return false;
  const b = asSet(before.likes);
  const a = asSet(after.likes);
  const added = difference(a, b);
  const removed = difference(b, a);
  const likedNow = added.length === 1 && added[0] === auth.uid && removed.length === 0;
  const unlikedNow = removed.length === 1 && removed[0] === auth.uid && added.length === 0;
  return (
    (likedNow && after.likes.length === before.likes.length + 1) ||
    (unlikedNow && after.likes.length === before.likes.length - 1)
  );
}

export function commentsPolicy(store: CommentStore): CollectionPolicy {
  return {
    pattern: `${store}/{id}`,

    // Comments are public: signed-out visitors read them too (spec 1 section 6).
    read: () => true,
    list: () => true,

    create: (auth: Auth, after, req) => isSignedIn(auth) && validNewComment(auth, after.data, req, store),

    // Nobody edits content, not even the author: the only change is a like or an unlike.
    update: (auth, before, after) =>
      isSignedIn(auth) &&
      changesOnly(before.data, after.data, ['likes']) &&
      isOwnLikeToggle(auth, before.data, after.data),

    // The author deletes their own comment; the admin may remove any (moderation).
    delete: (auth, before) =>
      isSignedIn(auth) && before.data !== null && (before.data.userId === auth.uid || isAdmin(auth)),
  };
}

export const commentsPolicies: readonly CollectionPolicy[] = COMMENT_STORES.map(commentsPolicy);
