import { describe, expect, it } from 'vitest';
import { createTestDeps, userCtx, type TestDeps } from '../../testing/fakes';
import { invokeHandler } from '../invoke';
import { exportAuthUsers } from './export-auth-users';

const admin = userCtx('admin-1', { admin: true });
const day = (iso: string) => new Date(iso);

/** Five accounts, one per day from Jan 1 to Jan 5, with documents for all but u5. */
async function seeded(): Promise<TestDeps> {
  const deps = createTestDeps();
  for (let i = 1; i <= 5; i += 1) {
    deps.auth.add({
      uid: `u${i}`,
      email: `u${i}@example.com`,
      emailVerified: i % 2 === 1,
      displayName: `Auth ${i}`,
      createdAt: day(`2025-01-0${i}T12:00:00.000Z`),
      lastSignInAt: day('2025-01-10T08:00:00.000Z'),
      providers: i === 1 ? ['google.com', 'password'] : ['password'],
    });
  }
  for (let i = 1; i <= 4; i += 1) {
    await deps.store.set(`users/u${i}`, {
      uid: `u${i}`,
      name: `Doc ${i}`,
      email: `u${i}@example.com`,
      lastLogin: day('2025-01-12T09:30:00.000Z'),
      subscription: {
        planId: i === 2 ? 'pro' : 'free',
        planName: i === 2 ? 'Pro' : 'Free',
        status: i === 2 ? 'active' : 'inactive',
        paymentProvider: i === 2 ? 'paypal' : 'none',
        amount: i === 2 ? 19.99 : 0,
        credits: i === 2 ? 30 : 0,
      },
    });
  }
  return deps;
}

describe('exportAuthUsers', () => {
  it('joins Auth accounts with their documents as flat JSON-safe rows', async () => {
    const deps = await seeded();
    const res = await invokeHandler(exportAuthUsers, deps, admin, {});
    expect(res.success).toBe(true);
    expect(res.nextPageToken).toBeUndefined();
    expect(res.data.map((r) => r.uid)).toEqual(['u1', 'u2', 'u3', 'u4', 'u5']);
    expect(res.data[1]).toEqual({
      uid: 'u2',
      email: 'u2@example.com',
      name: 'Doc 2',
      emailVerified: false,
      disabled: false,
      providers: 'password',
      createdAt: '2025-01-02T12:00:00.000Z',
      lastLogin: '2025-01-12T09:30:00.000Z',
      planId: 'pro',
      planName: 'Pro',
      subscriptionStatus: 'active',
      paymentProvider: 'paypal',
      amount: 19.99,
      credits: 30,
    });
    expect(res.data[0]!.providers).toBe('google.com, password');
    // No document: identity from Auth, free defaults for the plan.
    expect(res.data[4]).toMatchObject({
      name: 'Auth 5',
      lastLogin: '2025-01-10T08:00:00.000Z',
      planId: 'free',
      subscriptionStatus: 'inactive',
      amount: 0,
    });
    expect(JSON.parse(JSON.stringify(res.data))).toEqual(res.data);
  });

  it('pages with limit and nextPageToken until the last page', async () => {
    const deps = await seeded();
    const first = await invokeHandler(exportAuthUsers, deps, admin, { limit: 2 });
    expect(first.data.map((r) => r.uid)).toEqual(['u1', 'u2']);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = await invokeHandler(exportAuthUsers, deps, admin, {
      limit: 2,
      pageToken: first.nextPageToken,
    });
    expect(second.data.map((r) => r.uid)).toEqual(['u3', 'u4']);
    const third = await invokeHandler(exportAuthUsers, deps, admin, {
      limit: 2,
      pageToken: second.nextPageToken,
    });
    expect(third.data.map((r) => r.uid)).toEqual(['u5']);
    expect(third).not.toHaveProperty('nextPageToken');
  });

  it('filters on emailVerified, plan and status within a page', async () => {
    const deps = await seeded();
    const verified = await invokeHandler(exportAuthUsers, deps, admin, { filters: { emailVerified: true } });
    expect(verified.data.map((r) => r.uid)).toEqual(['u1', 'u3', 'u5']);
    const unverified = await invokeHandler(exportAuthUsers, deps, admin, {
      filters: { emailVerified: false },
    });
    expect(unverified.data.map((r) => r.uid)).toEqual(['u2', 'u4']);
    const pro = await invokeHandler(exportAuthUsers, deps, admin, {
      filters: { planId: 'pro', status: 'active' },
    });
    expect(pro.data.map((r) => r.uid)).toEqual(['u2']);
    // A filtered page can be empty and still point at the next one.
    const page = await invokeHandler(exportAuthUsers, deps, admin, { limit: 1, filters: { planId: 'pro' } });
    expect(page.data).toEqual([]);
    expect(page.nextPageToken).toEqual(expect.any(String));
  });

  it('keeps accounts created within the range, the end day through 23:59:59.999', async () => {
    const deps = await seeded();
    deps.auth.add({ uid: 'late', createdAt: day('2025-01-04T23:59:59.999Z') });
    deps.auth.add({ uid: 'next-day', createdAt: day('2025-01-05T00:00:00.000Z') });
    deps.auth.add({ uid: 'no-date', createdAt: null });
    const res = await invokeHandler(exportAuthUsers, deps, admin, {
      dateRange: { start: '2025-01-02T00:00:00.000Z', end: '2025-01-04T23:59:59.999Z' },
    });
    expect(res.data.map((r) => r.uid)).toEqual(['u2', 'u3', 'u4', 'late']);
  });

  it('rejects bad input', async () => {
    const deps = await seeded();
    for (const input of [
      { limit: 0 },
      { limit: 1001 },
      { limit: 2.5 },
      { dateRange: { start: 'yesterday', end: '2025-01-04T23:59:59.999Z' } },
      { filters: { emailVerified: 'yes' } },
      { extra: true },
    ]) {
      await expect(invokeHandler(exportAuthUsers, deps, admin, input)).rejects.toMatchObject({
        code: 'invalid-argument',
      });
    }
  });

  it('is for the admin only', async () => {
    const deps = await seeded();
    await expect(invokeHandler(exportAuthUsers, deps, userCtx('u1'), {})).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(invokeHandler(exportAuthUsers, deps, { ...admin, uid: null }, {})).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
