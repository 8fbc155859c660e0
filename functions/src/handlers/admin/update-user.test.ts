import { describe, expect, it } from 'vitest';
import { createTestDeps, userCtx, type TestDeps } from '../../testing/fakes';
import { invokeHandler } from '../invoke';
import { adminUpdateUser } from './update-user';

const admin = userCtx('admin-1', { admin: true, email: 'admin@example.com', emailVerified: true });
const T0 = new Date('2025-01-15T10:00:00.000Z');
const start = new Date('2024-12-01T00:00:00Z');

function seeded(): TestDeps {
  const deps = createTestDeps();
  deps.store.docs.set('users/u1', {
    uid: 'u1',
    name: 'Ann Lee',
    email: 'Ann@X.test',
    nameLower: 'ann lee',
    emailLower: 'ann@x.test',
    photoURL: null,
    createdAt: start,
    lastLogin: start,
    notes: 'old',
    subscription: {
      planId: 'free',
      planName: 'Free',
      status: 'active',
      startDate: start,
      expiryDate: null,
      paymentProvider: 'none',
      transactionId: null,
      amount: 0,
      credits: 0,
      addOns: ['human-key'],
    },
  });
  return deps;
}

const call = (deps: TestDeps, input: unknown, ctx = admin) =>
  invokeHandler(adminUpdateUser, deps, ctx, input);

describe('adminUpdateUser', () => {
  it('is for the admin only: a signed-in user gets permission-denied, no token unauthenticated', async () => {
    const deps = seeded();
    const input = { uid: 'u1', changes: { subscription: { planId: 'magic' } } };
    await expect(call(deps, input, userCtx('u1'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(call(deps, input, userCtx('u2', { email: 'admin@example.com' }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(call(deps, input, userCtx('x', { uid: null }))).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(deps.store.docs.get('users/u1')).toMatchObject({ subscription: { planId: 'free' } });
  });

  it('patches the subscription field by field, recomputes search fields and stamps updatedAt', async () => {
    const deps = seeded();
    await expect(
      call(deps, {
        uid: 'u1',
        changes: {
          name: '  Annie Lee ',
          disabled: true,
          notes: { vip: true },
          subscription: { planId: 'magic-yearly', planName: 'Magic Yearly', amount: 49.99, credits: 5 },
        },
      }),
    ).resolves.toEqual({ uid: 'u1' });

    const doc = deps.store.docs.get('users/u1')!;
    expect(doc).toMatchObject({
      name: 'Annie Lee',
      nameLower: 'annie lee',
      emailLower: 'ann@x.test',
      email: 'Ann@X.test',
      disabled: true,
      notes: { vip: true },
      updatedAt: T0,
      createdAt: start,
      lastLogin: start,
    });
    expect(doc.subscription).toEqual({
      planId: 'magic-yearly',
      planName: 'Magic Yearly',
      status: 'active',
      startDate: start,
      expiryDate: null,
      paymentProvider: 'none',
      transactionId: null,
      amount: 49.99,
      credits: 5,
      addOns: ['human-key'],
    });
  });

  it('repairs stale search fields even when the name is not changed', async () => {
    const deps = seeded();
    const { emailLower: _gone, ...doc } = deps.store.docs.get('users/u1')!;
    deps.store.docs.set('users/u1', { ...doc, nameLower: 'stale' });
    await call(deps, { uid: 'u1', changes: { emailVerified: true } });
    expect(deps.store.docs.get('users/u1')).toMatchObject({
      emailVerified: true,
      nameLower: 'ann lee',
      emailLower: 'ann@x.test',
    });
  });

  it.each([
    ['uid', { uid: 'other' }],
    ['email', { email: 'new@x.test' }],
    ['createdAt', { createdAt: '2020-01-01T00:00:00Z' }],
    ['lastLogin', { lastLogin: '2030-01-01T00:00:00Z' }],
    ['nameLower', { nameLower: 'forged' }],
    ['startDate', { subscription: { startDate: '2020-01-01T00:00:00Z' } }],
    ['expiryDate', { subscription: { expiryDate: '2099-01-01T00:00:00Z' } }],
  ])('refuses a change to read-only %s', async (_, changes) => {
    const deps = seeded();
    const before = structuredClone(deps.store.docs.get('users/u1'));
    await expect(call(deps, { uid: 'u1', changes })).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(deps.store.docs.get('users/u1')).toEqual(before);
  });

  it('wants amount as a number and credits as an integer', async () => {
    const deps = seeded();
    for (const subscription of [{ amount: '9.99' }, { credits: 2.5 }, { credits: '3' }, { planId: 'gold' }]) {
      await expect(call(deps, { uid: 'u1', changes: { subscription } })).rejects.toMatchObject({
        code: 'invalid-argument',
      });
    }
    await call(deps, { uid: 'u1', changes: { subscription: { amount: 0.5, credits: 0 } } });
    expect(deps.store.docs.get('users/u1')).toMatchObject({ subscription: { amount: 0.5, credits: 0 } });
  });

  it('refuses a document field of the wrong kind given as an extra field, changing nothing', async () => {
    const deps = seeded();
    const before = structuredClone(deps.store.docs.get('users/u1'));
    await expect(call(deps, { uid: 'u1', changes: { timeZone: 5 } })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('timeZone'),
    });
    expect(deps.store.docs.get('users/u1')).toEqual(before);
  });

  it('answers not-found for a missing document and creates nothing', async () => {
    const deps = seeded();
    await expect(call(deps, { uid: 'ghost', changes: { name: 'X' } })).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(deps.store.docs.has('users/ghost')).toBe(false);
  });
});
