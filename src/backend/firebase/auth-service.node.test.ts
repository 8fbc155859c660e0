/**
 * The browser AuthService against the real Firebase Auth SDK and Auth emulator, with the
 * callables answered in-process by the real syncUser handler (memory store, real AdminAuth).
 * Needs FIREBASE_AUTH_EMULATOR_HOST (the node project's global setup); skipped elsewhere.
 */
// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import * as admin from 'firebase-admin/app';
import { getAuth as getAdminAuth, type Auth as AdminSdkAuth } from 'firebase-admin/auth';
import { createAdminAuth } from '../../../functions/src/adapters/admin-auth';
import { invokeHandler } from '../../../functions/src/handlers/invoke';
import { findHandler } from '../../../functions/src/handlers/registry';
import {
  createMemoryAdminStore,
  type MemoryAdminStore,
} from '../../../functions/src/testing/memory-admin-store';
import { signUpEmail, uniqueEmail } from '../../../tests/support/emulator-accounts';
import type { AuthService, AuthUser, Callables } from '../ports';
import { connectedAuth, createAuthService } from './auth-service';

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-jobkit-test';
const ADMIN = uniqueEmail('boss');

let app: FirebaseApp;
let adminApp: admin.App;
let adminSdk: AdminSdkAuth;
let auth: Auth;
let store: MemoryAdminStore;
let service: AuthService;
let failSync = false;
const seen: Array<{ user: AuthUser | null; docExisted: boolean }> = [];

function serverCallables(): Callables {
  return {
    async call<I, O>(name: string, data: I): Promise<O> {
      if (failSync) throw new Error('backend down');
      const decoded = await adminSdk.verifyIdToken(await auth.currentUser!.getIdToken());
      const deps = {
        store,
        files: {} as never,
        ai: {} as never,
        builtInAi: {} as never,
        pdf: {} as never,
        jobs: {} as never,
        jobSource: {} as never,
        auth: createAdminAuth(adminSdk),
        clock: { now: () => new Date() },
        secrets: { get: () => undefined },
        config: {
          adminEmail: ADMIN.toUpperCase(),
          appUrls: [],
          allowLoopbackOrigins: false,
          inrPerUsd: 83.5,
        },
        payments: { paypal: null, razorpay: null, phonepe: null },
      };
      const ctx = {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        admin: decoded.admin === true,
        tz: 'UTC',
      };
      return (await invokeHandler(findHandler(name)!, deps, ctx, data)) as O;
    },
  };
}

describe.skipIf(!host)('Firebase AuthService against the Auth emulator', () => {
  beforeAll(() => {
    const name = `auth-service-${Date.now()}`;
    app = initializeApp({ apiKey: 'demo-api-key', projectId }, name);
    adminApp = admin.initializeApp({ projectId }, name);
    adminSdk = getAdminAuth(adminApp);
    store = createMemoryAdminStore({ now: () => new Date() });
    auth = connectedAuth(app, `http://${host}`);
    service = createAuthService(auth, { googleMode: 'chooser', callables: serverCallables() });
    service.onChange((user) =>
      seen.push({ user, docExisted: !!user && store.docs.has(`users/${user.uid}`) }),
    );
  });
  afterAll(async () => {
    await service.signOut();
    await deleteApp(app);
    await admin.deleteApp(adminApp);
  });

  it('signs in a google.com account, syncs its document first, and sees the admin claim', async () => {
    await service.signInWithGoogleAccount({ email: ADMIN, name: 'The Boss' });
    const user = service.current();
    expect(user).toMatchObject({ email: ADMIN, displayName: 'The Boss', emailVerified: true, admin: true });
    expect(user?.providers).toEqual(['google.com']);
    expect(seen.filter((s) => s.user).every((s) => s.docExisted)).toBe(true);
    expect(store.docs.get(`users/${user!.uid}`)).toMatchObject({
      name: 'The Boss',
      subscription: { status: 'active' },
    });
  });

  it('signs out and emits null', async () => {
    await service.signOut();
    await expect.poll(() => service.current()).toBeNull();
    expect(seen.at(-1)?.user).toBeNull();
  });

  it('keeps Firebase auth codes on e-mail sign-in errors', async () => {
    await expect(service.signInWithEmail(uniqueEmail('nobody'), 'secret123')).rejects.toMatchObject({
      name: 'AuthError',
      code: 'auth/user-not-found',
    });
  });

  it('changes the password after re-authentication; a wrong current password is auth/wrong-password', async () => {
    const email = uniqueEmail('pw');
    await signUpEmail(email, 'secret123');
    await service.signInWithEmail(email, 'secret123');
    expect(service.current()).toMatchObject({ email, admin: false, providers: ['password'] });
    await expect(service.changePassword('not-it', 'newsecret')).rejects.toMatchObject({
      code: 'auth/wrong-password',
    });
    await service.changePassword('secret123', 'newsecret');
    await service.signOut();
    await service.signInWithEmail(email, 'newsecret');
    expect(service.current()?.email).toBe(email);
    await service.signOut();
  });

  it('still emits the user when syncUser fails', async () => {
    failSync = true;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const email = uniqueEmail('nosync');
    await signUpEmail(email);
    await service.signInWithEmail(email, 'secret123');
    expect(service.current()?.email).toBe(email);
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
    failSync = false;
  });
});
