/**
 * What a person shows others (users/{uid}.name and .photoURL, copied into every comment they
 * post): the bounds, the hosts a photo may come from and the words a name may not pose with.
 * Used by the syncUser handler and the client; firestore.rules
 * spells the same two patterns (`isAllowedPhotoURL`, `isReservedName`). Pure: no I/O.
 */

export const PROFILE_LIMITS = {
  nameMax: 200,
  photoUrlMax: 2048,
} as const;

/**
 * Every visitor's browser loads a comment author's photo, so it may come only over https from
 * Google's profile photo hosts (lh0 to lh9.googleusercontent.com) or Firebase Storage download
 * URLs; the rest of the URL is plain URL characters (no spaces, quotes or angle brackets).
 */
export const ALLOWED_PHOTO_URL_PATTERN =
  '^https://(lh[0-9]\\.googleusercontent\\.com|firebasestorage\\.googleapis\\.com)/[A-Za-z0-9._~:/?#@!$&()*+,;=%-]*$';

const allowedPhotoUrl = new RegExp(ALLOWED_PHOTO_URL_PATTERN);

export function isAllowedPhotoURL(v: unknown): v is string {
  return typeof v === 'string' && v.length <= PROFILE_LIMITS.photoUrlMax && allowedPhotoUrl.test(v);
}

/** Words only staff may carry in a display name (whole words, any case). */
export const RESERVED_NAME_WORDS = [
  'admin',
  'administrator',
  'moderator',
  'jobkit',
  'support',
  'staff',
] as const;

/**
 * Matched against the lower-cased name. A word is a run of the letters a-z, so "Site Admin",
 * "admin_2" and "JOBKIT-support" match while "Badminton" does not. `[\s\S]` (any character,
 * newlines included) rather than `.`, so a line break cannot hide the word.
 */
export const RESERVED_NAME_PATTERN = `^([\\s\\S]*[^a-z])?(${RESERVED_NAME_WORDS.join('|')})([^a-z][\\s\\S]*)?$`;

const reservedName = new RegExp(RESERVED_NAME_PATTERN);

/** True when the name poses as staff; only the admin may use such a name. */
export function isReservedName(name: string): boolean {
  return reservedName.test(name.toLowerCase());
}
