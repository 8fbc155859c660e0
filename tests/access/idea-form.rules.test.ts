/**
 * firestore.rules against what the landing page's idea form produces: every idea the form
 * accepts must be storable through the app's own submitIdea, so the dialog never shows
 * success-looking input that Firestore refuses; and what the form refuses, the rules refuse too.
 * Runs on the Firestore emulator of the node project's global setup. (The allow/deny table for
 * other writers is in idea-cases.ts.)
 */
import { describe, expect, it } from 'vitest';
import { ideaFormSchema, type IdeaFormValues } from '@/domain/ideas';
import { submitIdea } from '@/features/landing/api/submit-idea';
import { mockIdToken } from './actors';
import { outcomeOf } from './doc-ops';
import { firestoreAs, sharedEmulator } from './firestore-driver';

const PROJECT = 'demo-rules-ideas';
const jane = { uid: 'u-1', token: mockIdToken('u-1', PROJECT) };

/** 'allow' when the rules store the idea, 'deny' when they refuse it. */
async function send(token: string | null, values: IdeaFormValues, userId: string | null) {
  const { docs, close } = firestoreAs(sharedEmulator(), PROJECT, token);
  try {
    return await submitIdea(docs, values, userId).then(() => 'allow', outcomeOf);
  } finally {
    await close();
  }
}

describe('firestore.rules and the idea form', () => {
  it.each([
    ['a visitor', null, null],
    ['a signed-in user', jane.token, jane.uid],
  ] as const)('stores what the form accepts from %s', async (_, token, userId) => {
    for (const input of [
      { name: 'A', email: 'a@b.co', idea: 'x'.repeat(10) },
      { name: ' N '.padEnd(100, 'n'), email: 'first.last+tag@sub.example.org', idea: 'y'.repeat(2000) },
    ]) {
      expect(await send(token, ideaFormSchema.parse(input), userId)).toBe('allow');
    }
  });

  it('refuses what the form refuses', async () => {
    const bad = [
      { name: '', email: 'a@b.co', idea: 'long enough idea' },
      { name: 'Sam', email: 'a@b', idea: 'long enough idea' },
      { name: 'Sam', email: 'a@b.co', idea: '   short   ' },
    ];
    for (const input of bad) {
      expect(ideaFormSchema.safeParse(input).success).toBe(false);
      expect(await send(null, input, null), JSON.stringify(input)).toBe('deny');
    }
  });
});
