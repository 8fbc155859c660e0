/**
 * The ideas policy against what the landing page's form produces: every idea the form accepts
 * must be storable, so the dialog never shows success-looking input that the server refuses.
 * (The allow/deny table for other writers is in tests/access/idea-cases.ts.)
 */
import { describe, expect, it } from 'vitest';
import { ideaFormSchema } from '../../src/domain/ideas';
import { canWrite } from './registry';
import type { AuthContext, RequestContext } from './types';

const now = new Date('2025-03-01T12:00:00Z');
const req: RequestContext = { now, getDoc: () => null };
const jane: AuthContext = { uid: 'u-1', email: 'jane@example.test', emailVerified: true, admin: false };

const fromForm = (input: { name: string; email: string; idea: string }, userId: string | null) => ({
  ...ideaFormSchema.parse(input),
  userId,
  createdAt: now,
});

describe('ideas policy and the idea form', () => {
  it.each([
    ['a visitor', null, null],
    ['a signed-in user', jane, 'u-1'],
  ] as const)('stores what the form accepts from %s', (_, auth, userId) => {
    for (const input of [
      { name: 'A', email: 'a@b.co', idea: 'x'.repeat(10) },
      { name: ' N '.padEnd(100, 'n'), email: 'first.last+tag@sub.example.org', idea: 'y'.repeat(2000) },
    ]) {
      expect(canWrite(auth, 'ideas/new', null, fromForm(input, userId), req)).toBe(true);
    }
  });

  it('refuses what the form refuses', () => {
    const bad = [
      { name: '', email: 'a@b.co', idea: 'long enough idea' },
      { name: 'Sam', email: 'a@b', idea: 'long enough idea' },
      { name: 'Sam', email: 'a@b.co', idea: '   short   ' },
    ];
    for (const input of bad) expect(ideaFormSchema.safeParse(input).success).toBe(false);
    expect(
      canWrite(
        null,
        'ideas/new',
        null,
        { name: 'Sam', email: 'a@b', idea: 'long enough idea', userId: null, createdAt: now },
        req,
      ),
    ).toBe(false);
  });
});
