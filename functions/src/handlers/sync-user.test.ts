import { describe, expect, it } from 'vitest';
import { invokeHandler } from './invoke';
import { syncUser } from './sync-user';
import { createTestDeps, userCtx, type TestDeps } from '../testing/fakes';

const T0 = new Date('2025-01-15T10:00:00.000Z');
const T1 = new Date('2025-01-16T08:30:00.000Z');
const PHOTO_A = 'https://lh3.googleusercontent.com/a/ann=s96-c';
const PHOTO_H = 'https://lh4.googleusercontent.com/a/hinted=s96-c';

function call(deps: TestDeps, uid: string, input: unknown = {}) {
  return invokeHandler(syncUser, deps, userCtx(uid), input);
}

describe('syncUser', () => {
  it('creates a missing user document with the free plan, active', async () => {
    const deps = createTestDeps();
    deps.auth.add({ uid: 'u1', email: 'ann@example.com', displayName: 'Ann', photoURL: PHOTO_A });

    await expect(call(deps, 'u1')).resolves.toEqual({ admin: false, claimsChanged: false });

    expect(deps.store.docs.get('users/u1')).toEqual({
      uid: 'u1',
      name: 'Ann',
      email: 'ann@example.com',
      nameLower: 'ann',
      emailLower: 'ann@example.com',
      photoURL: PHOTO_A,
      createdAt: T0,
      lastLogin: T0,
      subscription: {
        planId: 'free',
        planName: 'Free',
        status: 'active',
        startDate: T0,
        expiryDate: null,
        paymentProvider: 'none',
        transactionId: null,
        amount: 0,
        credits: 0,
      },
    });
  });

  it('uses the client hint only when Auth has no name or photo, then "User"', async () => {
    const deps = createTestDeps();
    deps.auth.add({ uid: 'u1', email: 'a@x.test' });
    deps.auth.add({ uid: 'u2', email: 'b@x.test', displayName: 'Real Name' });

    await call(deps, 'u1', { name: 'Hinted', photoURL: PHOTO_H });
    await call(deps, 'u2', { name: 'Hinted' });
    deps.auth.add({ uid: 'u3', email: 'c@x.test' });
    await call(deps, 'u3');

    expect(deps.store.docs.get('users/u1')).toMatchObject({ name: 'Hinted', photoURL: PHOTO_H });
    expect(deps.store.docs.get('users/u2')).toMatchObject({ name: 'Real Name', photoURL: null });
    expect(deps.store.docs.get('users/u3')).toMatchObject({ name: 'User', photoURL: null });
  });

  it('rejects unknown input fields and anonymous callers', async () => {
    const deps = createTestDeps();
    deps.auth.add({ uid: 'u1', email: 'a@x.test' });
    await expect(call(deps, 'u1', { subscription: { planId: 'ultimate' } })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(invokeHandler(syncUser, deps, userCtx('x', { uid: null }), {})).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(deps.store.docs.size).toBe(0);
  });

  it('fills missing fields and completes a partial subscription with inactive defaults', async () => {
    const deps = createTestDeps();
    deps.auth.add({ uid: 'u1', email: 'a@x.test', displayName: 'Auth Name' });
    deps.store.docs.set('users/u1', { name: 'Kept Name', subscription: { planId: 'free', credits: 3 } });

    await call(deps, 'u1');

    expect(deps.store.docs.get('users/u1')).toEqual({
      uid: 'u1',
      name: 'Kept Name',
      email: 'a@x.test',
      nameLower: 'kept name',
      emailLower: 'a@x.test',
      photoURL: null,
      createdAt: T0,
      lastLogin: T0,
      subscription: {
        planId: 'free',
        planName: 'Free',
        status: 'inactive',
        startDate: null,
        expiryDate: null,
        paymentProvider: 'none',
        transactionId: null,
        amount: 0,
        credits: 3,
      },
    });
  });

  it('never touches a complete paid subscription', async () => {
    const deps = createTestDeps();
    deps.auth.add({ uid: 'u1', email: 'a@x.test' });
    const paid = {
      planId: 'ultimate-yearly',
      planName: 'Ultimate Yearly',
      status: 'active',
      startDate: new Date('2024-12-01T00:00:00Z'),
      expiryDate: new Date('2025-12-01T00:00:00Z'),
      paymentProvider: 'razorpay',
      transactionId: 'pay_123',
      amount: 99,
      credits: 0,
    };
    const createdAt = new Date('2024-01-01T00:00:00Z');
    deps.store.docs.set('users/u1', {
      uid: 'u1',
      name: 'N',
      email: 'a@x.test',
      photoURL: null,
      createdAt,
      lastLogin: createdAt,
      subscription: paid,
    });

    await call(deps, 'u1');

    const doc = deps.store.docs.get('users/u1');
    expect(doc?.subscription).toEqual(paid);
    expect(doc?.createdAt).toEqual(createdAt);
    expect(doc?.lastLogin).toEqual(T0);
  });

  it('fills the admin search fields when missing and refreshes them after an owner rename', async () => {
    const deps = createTestDeps();
    deps.auth.add({ uid: 'u1', email: 'Ann.Lee@X.test', displayName: 'Ann Lee' });
    await call(deps, 'u1');
    expect(deps.store.docs.get('users/u1')).toMatchObject({
      nameLower: 'ann lee',
      emailLower: 'ann.lee@x.test',
    });

    // The owner may change only name and photoURL (access rules), so nameLower goes stale.
    deps.store.docs.set('users/u1', { ...deps.store.docs.get('users/u1'), name: '  Annie L ' });
    await call(deps, 'u1');
    expect(deps.store.docs.get('users/u1')).toMatchObject({
      nameLower: 'annie l',
      emailLower: 'ann.lee@x.test',
    });

    const { nameLower: _n, emailLower: _e, ...old } = deps.store.docs.get('users/u1')!;
    deps.store.docs.set('users/u1', old);
    await call(deps, 'u1');
    expect(deps.store.docs.get('users/u1')).toMatchObject({
      nameLower: 'annie l',
      emailLower: 'ann.lee@x.test',
    });
  });

  it('drops a photo from a host that is not allowed, new or stored', async () => {
    const deps = createTestDeps();
    deps.auth.add({
      uid: 'u1',
      email: 'a@x.test',
      displayName: 'Ann',
      photoURL: 'https://evil.example/x.png',
    });
    deps.auth.add({ uid: 'u2', email: 'b@x.test', displayName: 'Bo', photoURL: PHOTO_A });
    deps.store.docs.set('users/u2', { name: 'Bo', photoURL: 'http://tracker.example/p.gif' });

    await call(deps, 'u1', { photoURL: PHOTO_H });
    await call(deps, 'u2');

    expect(deps.store.docs.get('users/u1')).toMatchObject({ name: 'Ann', photoURL: null });
    expect(deps.store.docs.get('users/u2')).toMatchObject({ name: 'Bo', photoURL: PHOTO_A });
  });

  it('passes over a name posing as staff for a non-admin, new or stored', async () => {
    const deps = createTestDeps({ adminEmail: 'boss@example.com' });
    deps.auth.add({ uid: 'u1', email: 'a@x.test', displayName: 'Jobkit Support' });
    deps.auth.add({ uid: 'u2', email: 'b@x.test', displayName: 'Site Admin' });
    deps.auth.add({ uid: 'u3', email: 'c@x.test', displayName: 'Cy' });
    deps.store.docs.set('users/u3', { name: 'Staff Cy', photoURL: null });
    deps.auth.add({ uid: 'boss', email: 'boss@example.com', emailVerified: true, displayName: 'Site Admin' });

    await call(deps, 'u1', { name: 'Ann Hint' });
    await call(deps, 'u2', { name: 'Moderator' });
    await call(deps, 'u3');
    await call(deps, 'boss');

    expect(deps.store.docs.get('users/u1')).toMatchObject({ name: 'Ann Hint', nameLower: 'ann hint' });
    expect(deps.store.docs.get('users/u2')).toMatchObject({ name: 'User' });
    expect(deps.store.docs.get('users/u3')).toMatchObject({ name: 'Cy', nameLower: 'cy' });
    expect(deps.store.docs.get('users/boss')).toMatchObject({ name: 'Site Admin' });
  });

  it('passes over staff names in look-alike letters, invisible characters or run together', async () => {
    const deps = createTestDeps({ adminEmail: 'boss@example.com' });
    // "Jobkit Support" with Cyrillic o's; "Admin" with a zero-width space; words glued together.
    deps.auth.add({ uid: 'u1', email: 'a@x.test', displayName: 'J\u043ebkit Supp\u043ert' });
    deps.auth.add({ uid: 'u2', email: 'b@x.test', displayName: 'Ad\u200bmin' });
    deps.auth.add({ uid: 'u3', email: 'c@x.test', displayName: 'Cy' });
    deps.store.docs.set('users/u3', { name: 'JobkitSupport', photoURL: null });
    deps.auth.add({
      uid: 'boss',
      email: 'boss@example.com',
      emailVerified: true,
      displayName: 'J\u043ebkit Supp\u043ert',
    });

    await call(deps, 'u1', { name: 'Ann Hint' });
    await call(deps, 'u2', { name: 'j.o.b.k.i.t' });
    await call(deps, 'u3');
    await call(deps, 'boss');

    expect(deps.store.docs.get('users/u1')).toMatchObject({ name: 'Ann Hint' });
    expect(deps.store.docs.get('users/u2')).toMatchObject({ name: 'User' });
    expect(deps.store.docs.get('users/u3')).toMatchObject({ name: 'Cy', nameLower: 'cy' });
    expect(deps.store.docs.get('users/boss')).toMatchObject({ name: 'J\u043ebkit Supp\u043ert' });
  });

  it('updates lastLogin on every call', async () => {
    const deps = createTestDeps();
    deps.auth.add({ uid: 'u1', email: 'a@x.test' });
    await call(deps, 'u1');
    deps.clock.set(T1);
    await call(deps, 'u1');
    const doc = deps.store.docs.get('users/u1');
    expect(doc?.lastLogin).toEqual(T1);
    expect(doc?.createdAt).toEqual(T0);
  });
});

describe('syncUser admin claim', () => {
  it('sets admin only for the verified ADMIN_EMAIL, case-insensitively, once', async () => {
    const deps = createTestDeps({ adminEmail: 'Admin@Example.com' });
    deps.auth.add({ uid: 'a', email: 'admin@EXAMPLE.com', emailVerified: true, customClaims: { beta: 1 } });

    await expect(call(deps, 'a')).resolves.toEqual({ admin: true, claimsChanged: true });
    expect(deps.auth.users.get('a')?.customClaims).toEqual({ beta: 1, admin: true });
    await expect(call(deps, 'a')).resolves.toEqual({ admin: true, claimsChanged: false });
    expect(deps.auth.setClaimsCalls).toBe(1);
  });

  it('gives no claim to an unverified admin e-mail or another e-mail', async () => {
    const deps = createTestDeps({ adminEmail: 'admin@example.com' });
    deps.auth.add({ uid: 'unverified', email: 'admin@example.com', emailVerified: false });
    deps.auth.add({ uid: 'other', email: 'other@example.com', emailVerified: true });

    await expect(call(deps, 'unverified')).resolves.toEqual({ admin: false, claimsChanged: false });
    await expect(call(deps, 'other')).resolves.toEqual({ admin: false, claimsChanged: false });
    expect(deps.auth.setClaimsCalls).toBe(0);
    expect(deps.auth.users.get('unverified')?.customClaims).toEqual({});
  });

  it('removes a stale admin claim when the e-mail no longer matches', async () => {
    const deps = createTestDeps({ adminEmail: 'admin@example.com' });
    deps.auth.add({ uid: 'x', email: 'old@example.com', emailVerified: true, customClaims: { admin: true } });

    await expect(call(deps, 'x')).resolves.toEqual({ admin: false, claimsChanged: true });
    expect(deps.auth.users.get('x')?.customClaims).toEqual({});
  });
});
