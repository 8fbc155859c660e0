/**
 * Access cases for what a person shows others: a comment carries its author's profile name and
 * photo exactly (users/{uid}) and the staff mark (the Team badge) exactly when its author holds
 * the admin claim, a profile photo comes only from the allowed hosts, and only the server writes
 * a name (setDisplayName, which sees look-alike staff names the rules cannot;
 * docs/product-rules.md 2.7). Part of the table in cases.ts, whose fixtures name the users Owner
 * (no photo), Other (OTHER_PHOTO), Admin and Sneaky (`admin: true` in its data only).
 */
import { serverTime } from '@/domain/doc-values';
import type { AccessCase } from './cases';

/** The photo in the `other` user's fixture document. */
export const OTHER_PHOTO = 'https://lh3.googleusercontent.com/a/other-user=s96-c';

/** A new comment by `who`, under the Owner fixture's name unless `extra` says otherwise. */
export const commentBy = (
  who: 'owner' | 'other' | 'admin' | 'sneaky' | 'newcomer',
  extra: Record<string, unknown> = {},
) => ({
  userId: `{${who}}`,
  userName: 'Owner',
  userPhotoURL: null,
  content: 'Hello everyone',
  createdAt: serverTime(),
  likes: [],
  ...extra,
});
const asOther = (extra: Record<string, unknown> = {}) =>
  commentBy('other', { userName: 'Other', userPhotoURL: OTHER_PHOTO, ...extra });
const own = 'users/{owner}';

// One case per line reads as a table; prettier would unfold every row.
// prettier-ignore
export const profileCases: AccessCase[] = [
  // ---- comments: the author is named and pictured as in their profile ----
  { name: 'comments: posting with the profile name and photo succeeds', who: 'other', op: 'add', path: 'comments', data: asOther(), expect: 'allow' },
  { name: 'comments: replying with the profile name and photo succeeds', who: 'other', op: 'add', path: 'magicKeysComments', data: asOther({ parentId: 'm-owner' }), expect: 'allow' },
  { name: 'comments: posting as "Admin" from a profile named Owner is refused', who: 'owner', op: 'add', path: 'comments', data: commentBy('owner', { userName: 'Admin' }), expect: 'deny' },
  { name: "comments: posting under another user's name is refused", who: 'owner', op: 'add', path: 'comments', data: commentBy('owner', { userName: 'Other' }), expect: 'deny' },
  { name: 'comments: a name differing only in case or spaces is refused', who: 'owner', op: 'add', path: 'lazyApplyComments', data: commentBy('owner', { userName: 'owner ' }), expect: 'deny' },
  { name: "comments: another photo URL than the profile's is refused", who: 'other', op: 'add', path: 'comments', data: asOther({ userPhotoURL: 'https://lh3.googleusercontent.com/a/someone-else' }), expect: 'deny' },
  { name: 'comments: a photo when the profile has none is refused', who: 'owner', op: 'add', path: 'comments', data: commentBy('owner', { userPhotoURL: OTHER_PHOTO }), expect: 'deny' },
  { name: 'comments: no photo when the profile has one is refused', who: 'other', op: 'add', path: 'magicKeysComments', data: asOther({ userPhotoURL: null }), expect: 'deny' },
  { name: 'comments: a user without a users document cannot post', who: 'newcomer', op: 'add', path: 'comments', data: commentBy('newcomer', { userName: 'Test User' }), expect: 'deny' },
  { name: 'comments: the admin posts under their own profile name, marked staff', who: 'admin', op: 'add', path: 'comments', data: commentBy('admin', { userName: 'Admin', isStaff: true }), expect: 'allow' },

  // ---- comments: the staff mark (Team badge) is the admin claim's ----
  { name: 'comments: the admin cannot post without the staff mark', who: 'admin', op: 'add', path: 'comments', data: commentBy('admin', { userName: 'Admin' }), expect: 'deny' },
  { name: 'comments: the admin replies with the staff mark', who: 'admin', op: 'add', path: 'magicKeysComments', data: commentBy('admin', { userName: 'Admin', isStaff: true, parentId: 'm-owner' }), expect: 'allow' },
  { name: 'comments: a user cannot mark their comment as staff', who: 'owner', op: 'add', path: 'comments', data: commentBy('owner', { isStaff: true }), expect: 'deny' },
  { name: 'comments: a user cannot mark their review as staff', who: 'other', op: 'add', path: 'magicKeysComments', data: asOther({ isStaff: true }), expect: 'deny' },
  { name: 'comments: admin:true in user data cannot mark a comment as staff', who: 'sneaky', op: 'add', path: 'lazyApplyComments', data: commentBy('sneaky', { userName: 'Sneaky', isStaff: true }), expect: 'deny' },
  { name: 'comments: the staff mark cannot be added by a like', who: 'other', op: 'update', path: 'comments/c-owner', data: { isStaff: true }, expect: 'deny' },

  // ---- users/{uid}: photo hosts ----
  { name: 'owner sets a Google profile photo (lh3)', who: 'owner', op: 'update', path: own, data: { photoURL: 'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c' }, expect: 'allow' },
  { name: 'owner sets a Firebase Storage photo', who: 'owner', op: 'update', path: own, data: { photoURL: 'https://firebasestorage.googleapis.com/v0/b/app.appspot.com/o/p%2Fa.png?alt=media&token=t-1' }, expect: 'allow' },
  { name: 'owner cannot set a photo on another host', who: 'owner', op: 'update', path: own, data: { photoURL: 'https://evil.example/x.png' }, expect: 'deny' },
  { name: 'owner cannot set a photo over http', who: 'owner', op: 'update', path: own, data: { photoURL: 'http://lh3.googleusercontent.com/a/x' }, expect: 'deny' },
  { name: 'owner cannot set a look-alike photo host', who: 'owner', op: 'update', path: own, data: { photoURL: 'https://lh3.googleusercontent.com.evil.example/x.png' }, expect: 'deny' },
  { name: 'owner cannot set a photo URL with a quote in it', who: 'owner', op: 'update', path: own, data: { photoURL: 'https://lh3.googleusercontent.com/a/x"onerror=1' }, expect: 'deny' },

  // ---- users/{uid}: the name is the server's (setDisplayName), staff look-alikes included ----
  { name: 'owner cannot take the name "Site Admin"', who: 'owner', op: 'update', path: own, data: { name: 'Site Admin' }, expect: 'deny' },
  { name: 'owner cannot take a staff name in other case and punctuation', who: 'owner', op: 'merge', path: own, data: { name: 'JOBKIT_support', photoURL: null }, expect: 'deny' },
  { name: 'owner cannot hide a staff word after a line break', who: 'owner', op: 'update', path: own, data: { name: 'Jo\nModerator' }, expect: 'deny' },
  { name: 'owner cannot write "Jobkit Support" in Cyrillic look-alike letters', who: 'owner', op: 'update', path: own, data: { name: 'J\u043ebkit Supp\u043ert' }, expect: 'deny' },
  { name: 'owner cannot write "Admin" split by a zero-width space', who: 'owner', op: 'update', path: own, data: { name: 'Ad\u200bmin' }, expect: 'deny' },
  { name: 'owner cannot write staff words run together', who: 'owner', op: 'update', path: own, data: { name: 'JobkitSupport' }, expect: 'deny' },
  { name: 'owner cannot write even an ordinary name', who: 'owner', op: 'update', path: own, data: { name: 'Badminton Stafford' }, expect: 'deny' },
  { name: 'admin takes the name "Site Admin"', who: 'admin', op: 'update', path: 'users/{admin}', data: { name: 'Site Admin' }, expect: 'allow' },
  { name: 'callables: no token cannot set a display name', who: 'anon', op: 'call', fn: 'setDisplayName', data: { name: 'Ann' }, expect: 'deny' },
];
