import { describe, expect, it } from 'vitest';
import { exportAuthUsersInputSchema, exportUserRow, userRowMatches } from './export-users';

const doc = {
  name: 'Jane',
  email: 'jane@x.com',
  createdAt: new Date('2025-01-03T10:00:00.000Z'),
  lastLogin: null,
  subscription: {
    planId: 'magic',
    planName: 'Magic',
    status: 'active',
    paymentProvider: 'razorpay',
    amount: 9,
    credits: 3,
  },
};

describe('exportUserRow', () => {
  it('builds a row from the users document alone (the fallback), verification unknown', () => {
    expect(exportUserRow('u1', null, doc)).toEqual({
      uid: 'u1',
      email: 'jane@x.com',
      name: 'Jane',
      emailVerified: null,
      disabled: null,
      providers: '',
      createdAt: '2025-01-03T10:00:00.000Z',
      lastLogin: null,
      planId: 'magic',
      planName: 'Magic',
      subscriptionStatus: 'active',
      paymentProvider: 'razorpay',
      amount: 9,
      credits: 3,
    });
  });

  it('falls back to free defaults for a missing document', () => {
    expect(exportUserRow('u2', null, null)).toMatchObject({
      email: '',
      planId: 'free',
      subscriptionStatus: 'inactive',
    });
  });
});

describe('userRowMatches', () => {
  const row = exportUserRow('u1', null, { ...doc, emailVerified: true });
  const open = { start: null, end: null };
  it('applies emailVerified, plan and status', () => {
    expect(userRowMatches(row, { emailVerified: true, planId: 'magic', status: 'active' }, open)).toBe(true);
    expect(userRowMatches(row, { emailVerified: false }, open)).toBe(false);
    expect(userRowMatches(row, { planId: 'pro' }, open)).toBe(false);
    expect(userRowMatches(row, { status: 'expired' }, open)).toBe(false);
  });

  it('includes both ends of the range', () => {
    const at = new Date('2025-01-03T10:00:00.000Z');
    expect(userRowMatches(row, {}, { start: at, end: at })).toBe(true);
    expect(userRowMatches(row, {}, { start: null, end: new Date(at.getTime() - 1) })).toBe(false);
    expect(userRowMatches(row, {}, { start: new Date(at.getTime() + 1), end: null })).toBe(false);
  });
});

describe('exportAuthUsersInputSchema', () => {
  it('defaults the limit to 1000 and bounds it to 1..1000', () => {
    expect(exportAuthUsersInputSchema.parse({}).limit).toBe(1000);
    expect(exportAuthUsersInputSchema.safeParse({ limit: 1001 }).success).toBe(false);
    expect(exportAuthUsersInputSchema.safeParse({ limit: 0 }).success).toBe(false);
  });
});
