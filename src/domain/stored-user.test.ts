import { describe, expect, it } from 'vitest';
import { readStoredUser } from './stored-user';
import { DEFAULT_SUBSCRIPTION, userDocSchema, userPatch } from './user';

describe('readStoredUser', () => {
  it('reads the fields as stored, dates also from strings', () => {
    const u = readStoredUser({
      uid: 'u1',
      name: ' Jane ',
      photoURL: null,
      createdAt: '2025-01-03T10:00:00Z',
      timeZone: 'Asia/Kolkata',
      providers: ['google.com', 3, ''],
      subscription: { planId: 'magic', status: 'active' },
    });
    expect(u).toMatchObject({ uid: 'u1', name: ' Jane ', photoURL: null, timeZone: 'Asia/Kolkata' });
    expect(u.providers).toEqual(['google.com']);
    expect(u.createdAt?.toISOString()).toBe('2025-01-03T10:00:00.000Z');
    expect(u.subscription).toMatchObject({ planId: 'magic', status: 'active', credits: 0, addOns: [] });
  });

  it('reads a wrong-typed field as null and a bad record as empty, never throwing', () => {
    const u = readStoredUser({ name: 42, email: ['x'], emailVerified: 'yes', subscription: 'pro' });
    expect([u.name, u.email, u.emailVerified, u.subscription]).toEqual([null, null, null, null]);
    expect(readStoredUser(undefined)).toMatchObject({ uid: null, lastLogin: null, subscription: null });
  });
});

describe('user writes', () => {
  const doc = {
    uid: 'u1',
    name: 'Jane',
    email: 'j@x.test',
    nameLower: 'jane',
    emailLower: 'j@x.test',
    photoURL: null,
    createdAt: new Date(0),
    lastLogin: null,
    subscription: { ...DEFAULT_SUBSCRIPTION },
  };

  it('accepts a whole document and refuses an unknown or wrong-typed field', () => {
    expect(userDocSchema.parse(doc)).toEqual(doc);
    expect(userDocSchema.safeParse({ ...doc, nickname: 'J' }).success).toBe(false);
    expect(userDocSchema.safeParse({ ...doc, createdAt: '2025-01-01' }).success).toBe(false);
  });

  it('addresses subscription fields one by one and leaves out undefined values', () => {
    expect(userPatch({ timeZone: 'UTC', name: undefined }, { planId: 'magic' })).toEqual({
      timeZone: 'UTC',
      'subscription.planId': 'magic',
    });
    expect(() => userPatch({}, { credits: '3' } as never)).toThrow();
    expect(() => userPatch({ lastLogin: 'now' } as never)).toThrow();
  });
});
