/**
 * The accounts and tokens behind the table's `who` column, made on the Auth emulator. The
 * crafted tokens are unsigned JWTs: the emulator's own tokens are unsigned too, so only their
 * content (audience, expiry, claims) can make them wrong.
 */
import {
  forgedToken,
  setClaims,
  signInEmail,
  signInGoogle,
  signUpEmail,
  uniqueEmail,
} from '../support/emulator-accounts';
import type { Who } from './cases';

export type Uids = Record<'owner' | 'other' | 'admin' | 'sneaky' | 'newcomer', string>;

export interface Actors {
  uids: Uids;
  tokens: Record<Who, string | null>;
}

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const unsignedJwt = (payload: Record<string, unknown>) =>
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;

function claimsFor(uid: string, projectId: string, extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...extra,
  };
}

/**
 * An ID token for `uid` that the Firestore emulator accepts as it is (it reads the claims without
 * checking a signature): enough for rules tests that need no account on the Auth emulator.
 */
export const mockIdToken = (uid: string, projectId: string, claims: Record<string, unknown> = {}) =>
  unsignedJwt(claimsFor(uid, projectId, claims));

export async function createActors(projectId: string): Promise<Actors> {
  const owner = await signUpEmail(uniqueEmail('owner'));
  const other = await signInGoogle(uniqueEmail('other'), 'Other User');
  const sneaky = await signUpEmail(uniqueEmail('sneaky'));
  const newcomer = await signUpEmail(uniqueEmail('newcomer'));
  const adminEmail = uniqueEmail('admin');
  const { uid: adminUid } = await signUpEmail(adminEmail);
  await setClaims(projectId, adminUid, { admin: true });
  // A fresh sign-in is what puts the new claim into the ID token.
  const admin = await signInEmail(adminEmail);
  const now = Math.floor(Date.now() / 1000);
  return {
    uids: {
      owner: owner.uid,
      other: other.uid,
      admin: admin.uid,
      sneaky: sneaky.uid,
      newcomer: newcomer.uid,
    },
    tokens: {
      anon: null,
      'bad-token': 'not-a-token',
      'forged-token': forgedToken(owner.uid, { admin: true }),
      'wrong-project': mockIdToken(owner.uid, 'some-other-project'),
      'expired-token': mockIdToken(owner.uid, projectId, {
        iat: now - 7200,
        exp: now - 3600,
        auth_time: now - 7200,
      }),
      'forged-admin-claim': mockIdToken(owner.uid, projectId, { email: owner.email, admin: true }),
      owner: owner.idToken,
      other: other.idToken,
      admin: admin.idToken,
      sneaky: sneaky.idToken,
      newcomer: newcomer.idToken,
    },
  };
}

/** Replaces `{owner}`-style placeholders in every string of a value (paths, queries, data). */
export function bindUids<T>(value: T, uids: Uids): T {
  if (typeof value === 'string') {
    return value.replace(/\{(owner|other|admin|sneaky|newcomer)\}/g, (_, k: keyof Uids) => uids[k]) as T;
  }
  if (Array.isArray(value)) return value.map((v) => bindUids(v, uids)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [bindUids(k, uids), bindUids(v, uids)]),
    ) as T;
  }
  return value;
}
