import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createAdminAuth } from './admin-auth';
import { signInGoogle, signUpEmail, uniqueEmail } from '../../../tests/support/emulator-accounts';
import type { AdminAuth } from '../handlers/ports';

let app: App;
let adminAuth: AdminAuth;

beforeAll(() => {
  app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `admin-auth-test-${Date.now()}`);
  adminAuth = createAdminAuth(getAuth(app));
});
afterAll(() => deleteApp(app));

describe('createAdminAuth against the Auth emulator', () => {
  it('reads an e-mail user and a google.com user', async () => {
    const email = uniqueEmail('pw');
    const pw = await signUpEmail(email);
    const rec = await adminAuth.getUser(pw.uid);
    expect(rec).toMatchObject({
      uid: pw.uid,
      email,
      emailVerified: false,
      disabled: false,
      customClaims: {},
    });
    expect(rec?.providers).toEqual(['password']);
    expect(rec?.createdAt).toBeInstanceOf(Date);

    const gEmail = uniqueEmail('g');
    const g = await signInGoogle(gEmail, 'Gee User');
    expect(await adminAuth.getUser(g.uid)).toMatchObject({
      email: gEmail,
      emailVerified: true,
      displayName: 'Gee User',
      providers: ['google.com'],
    });
  });

  it('returns null for an unknown uid', async () => {
    expect(await adminAuth.getUser('no-such-user-xyz')).toBeNull();
  });

  it('sets and clears custom claims', async () => {
    const u = await signUpEmail(uniqueEmail('claims'));
    await adminAuth.setClaims(u.uid, { admin: true });
    expect((await adminAuth.getUser(u.uid))?.customClaims).toEqual({ admin: true });
    await adminAuth.setClaims(u.uid, {});
    expect((await adminAuth.getUser(u.uid))?.customClaims).toEqual({});
  });

  it('deletes an account once, then reports it gone', async () => {
    const u = await signUpEmail(uniqueEmail('del'));
    expect(await adminAuth.deleteUser(u.uid)).toBe(true);
    expect(await adminAuth.getUser(u.uid)).toBeNull();
    expect(await adminAuth.deleteUser(u.uid)).toBe(false);
  });

  it('pages through users', async () => {
    await signUpEmail(uniqueEmail('page'));
    await signUpEmail(uniqueEmail('page'));
    const first = await adminAuth.listUsers(1);
    expect(first.users).toHaveLength(1);
    expect(first.next).toBeTruthy();
    const second = await adminAuth.listUsers(1, first.next);
    expect(second.users[0]?.uid).not.toBe(first.users[0]?.uid);
  });
});
