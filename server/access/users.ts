/**
 * users/{uid} — mirrors `match /users/{uid}` in firestore.rules line for line.
 * The document is created and maintained by the server (syncUser, payments); the owner may
 * only edit how they are shown. Subscription, e-mail, lastLogin and the rest are the server's.
 */
import { USER_EDITABLE_FIELDS } from '../../src/domain/user';
import { PROFILE_LIMITS } from '../../src/domain/public-profile';
import {
  changesOnly,
  constrainsEqual,
  isAdmin,
  isAllowedPhotoURL,
  isOwner,
  isReservedName,
  isSignedIn,
  isStringOfLength,
} from './helpers';
import type { CollectionPolicy, ExistingDoc } from './types';

// Same bounds as the syncUser handler's input; a photo only from the allowed hosts; a name
// that poses as staff is the admin's alone (the admin's updates never reach this check).
const validProfile = (d: ExistingDoc): boolean =>
  isStringOfLength(d.data.name, 1, PROFILE_LIMITS.nameMax) &&
  !isReservedName(d.data.name) &&
  (d.data.photoURL === null || isAllowedPhotoURL(d.data.photoURL));

export const usersPolicy: CollectionPolicy = {
  pattern: 'users/{uid}',

  // Owners read their own document (account page); the admin reads everyone's (admin users tab).
  read: (auth, doc) => isAdmin(auth) || isOwner(auth, doc.params.uid),

  // A list is allowed only if it can return nothing but the caller's own document.
  list: (auth, q) => isAdmin(auth) || (isSignedIn(auth) && constrainsEqual(q, 'uid', auth.uid)),

  // Only the server creates user documents (at sign-in), so their contents can be trusted.
  create: () => false,

  // The admin may correct any document; an owner may change only name and photoURL.
  update: (auth, before, after) =>
    isAdmin(auth) ||
    (isOwner(auth, before.params.uid) &&
      changesOnly(before.data, after.data, USER_EDITABLE_FIELDS) &&
      validProfile(after)),

  // Deleting an account's document is an admin action.
  delete: (auth) => isAdmin(auth),
};
