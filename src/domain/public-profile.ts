/**
 * What a person shows others (users/{uid}.name and .photoURL, copied into every comment they
 * post): the bounds and the hosts a photo may come from. Used by the handlers and the client;
 * firestore.rules spells the same photo pattern (`isAllowedPhotoURL`). Which names pose as staff
 * is decided by the server alone (functions/src/handlers/profile/staff-name.ts,
 * docs/product-rules.md 2.7). Pure: no I/O.
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
