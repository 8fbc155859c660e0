/**
 * AdminAuth over firebase-admin's Auth. Plain Admin SDK calls only, so the local backend can
 * reuse it against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) as well as Cloud Functions.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { AdminAuth, AuthUserRecord } from '../handlers/ports';

function toDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function toAuthUserRecord(u: UserRecord): AuthUserRecord {
  return {
    uid: u.uid,
    email: u.email ?? null,
    emailVerified: u.emailVerified,
    displayName: u.displayName ?? null,
    photoURL: u.photoURL ?? null,
    disabled: u.disabled,
    createdAt: toDate(u.metadata.creationTime),
    lastSignInAt: toDate(u.metadata.lastSignInTime),
    customClaims: { ...(u.customClaims ?? {}) },
    providers: u.providerData.map((p) => p.providerId),
  };
}

function isUserNotFound(e: unknown): boolean {
  return (e as { code?: unknown } | null)?.code === 'auth/user-not-found';
}

export function createAdminAuth(auth: Auth): AdminAuth {
  return {
    async getUser(uid) {
      try {
        return toAuthUserRecord(await auth.getUser(uid));
      } catch (e) {
        if (isUserNotFound(e)) return null;
        throw e;
      }
    },
    async listUsers(limit, pageToken) {
      const page = await auth.listUsers(limit, pageToken);
      const users = page.users.map(toAuthUserRecord);
      return page.pageToken ? { users, next: page.pageToken } : { users };
    },
    async setClaims(uid, claims) {
      await auth.setCustomUserClaims(uid, claims);
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
        return true;
      } catch (e) {
        if (isUserNotFound(e)) return false;
        throw e;
      }
    },
  };
}
