/**
 * firestore.rules on what a person shows others (users/{uid} name and photo, and the comment
 * author copied from them, with the staff mark of the Team badge), on the Firestore emulator of
 * the node project's global setup; and that firestore.rules spells the photo pattern of
 * src/domain/public-profile.ts. (The allow/deny table with real accounts is profile-cases.ts.)
 */
import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { RULES_FILE, clearFirestore } from '../../server/dev/firestore-emulator';
import type { DocData } from '@/backend/ports';
import { serverTime } from '@/domain/doc-values';
import { ALLOWED_PHOTO_URL_PATTERN } from '@/domain/public-profile';
import { mockIdToken } from './actors';
import { outcomeOf } from './doc-ops';
import { firestoreAs, sharedEmulator } from './firestore-driver';

const PROJECT = 'demo-rules-profile';
const PHOTO = 'https://lh3.googleusercontent.com/a/mallory=s96-c';
const mallory = { uid: 'u-m', token: mockIdToken('u-m', PROJECT) };
const admin = { uid: 'u-a', token: mockIdToken('u-a', PROJECT, { admin: true }) };
const ghost = { uid: 'u-ghost', token: mockIdToken('u-ghost', PROJECT) };
type Caller = typeof mallory;

const profiles: Record<string, DocData> = {
  'users/u-m': { uid: 'u-m', name: 'Mallory', photoURL: PHOTO },
  'users/u-a': { uid: 'u-a', name: 'Site Admin', photoURL: null },
};

/** Runs one write as `caller`: true when the rules allow it, false when they refuse it. */
async function allowed(
  caller: Caller | null,
  write: (docs: ReturnType<typeof firestoreAs>['docs']) => Promise<unknown>,
) {
  const { docs, close } = firestoreAs(sharedEmulator(), PROJECT, caller?.token ?? null);
  try {
    return (await write(docs).then(() => 'allow', outcomeOf)) === 'allow';
  } finally {
    await close();
  }
}

const comment = (author: Caller, extra: DocData = {}): DocData => ({
  userId: author.uid,
  userName: 'Mallory',
  userPhotoURL: PHOTO,
  content: 'Hello',
  createdAt: serverTime(),
  likes: [],
  ...extra,
});
const post = (caller: Caller, data: DocData) => allowed(caller, (docs) => docs.add('comments', data));
const edit = (caller: Caller, uid: string, change: DocData) =>
  allowed(caller, (docs) => docs.update(`users/${uid}`, change));

beforeEach(async () => {
  await clearFirestore(sharedEmulator(), PROJECT);
  const { docs, close } = firestoreAs(sharedEmulator(), PROJECT, 'owner');
  try {
    for (const [path, data] of Object.entries(profiles)) await docs.set(path, data);
  } finally {
    await close();
  }
});

describe('comment author', () => {
  it("is the poster's profile name and photo, exactly", async () => {
    expect(await post(mallory, comment(mallory))).toBe(true);
    expect(await post(mallory, comment(mallory, { userName: 'Admin' }))).toBe(false);
    expect(await post(mallory, comment(mallory, { userName: 'mallory' }))).toBe(false);
    expect(
      await post(mallory, comment(mallory, { userPhotoURL: 'https://lh3.googleusercontent.com/a/x' })),
    ).toBe(false);
    expect(await post(mallory, comment(mallory, { userPhotoURL: null }))).toBe(false);
    expect(
      await post(admin, comment(admin, { userName: 'Site Admin', userPhotoURL: null, isStaff: true })),
    ).toBe(true);
  });

  it('carries the staff mark exactly when the poster holds the admin claim', async () => {
    const asAdmin = (extra: DocData) =>
      comment(admin, { userName: 'Site Admin', userPhotoURL: null, ...extra });
    expect(await post(admin, asAdmin({ isStaff: true }))).toBe(true);
    expect(await post(admin, asAdmin({}))).toBe(false);
    expect(await post(admin, asAdmin({ isStaff: false }))).toBe(false);
    expect(await post(mallory, comment(mallory, { isStaff: true }))).toBe(false);
    expect(await post(mallory, comment(mallory, { isStaff: 'true' }))).toBe(false);
  });

  it('is refused when the poster has no users document', async () => {
    expect(await post(ghost, comment(ghost))).toBe(false);
    expect(await post(ghost, comment(ghost, { userPhotoURL: null }))).toBe(false);
  });
});

describe('users/{uid}: name and photo', () => {
  it('takes a photo only from the allowed hosts', async () => {
    expect(await edit(mallory, 'u-m', { photoURL: 'https://lh5.googleusercontent.com/-x/photo.jpg' })).toBe(
      true,
    );
    expect(await edit(mallory, 'u-m', { photoURL: null })).toBe(true);
    expect(await edit(mallory, 'u-m', { photoURL: 'https://evil.example/x.png' })).toBe(false);
    expect(await edit(mallory, 'u-m', { photoURL: 'https://lh3.googleusercontent.com@evil.example/x' })).toBe(
      false,
    );
    expect(await edit(mallory, 'u-m', { photoURL: 'http://127.0.0.1:8787/v1/files/a.png?token=t' })).toBe(
      false,
    );
  });

  it('leaves the name to the server (setDisplayName): an owner writes none, look-alikes included', async () => {
    expect(await edit(mallory, 'u-m', { name: 'Site Admin' })).toBe(false);
    expect(await edit(mallory, 'u-m', { name: 'J\u043ebkit Supp\u043ert' })).toBe(false);
    expect(await edit(mallory, 'u-m', { name: 'Ad\u200bmin' })).toBe(false);
    expect(await edit(mallory, 'u-m', { name: 'Mallory Badminton' })).toBe(false);
    expect(await edit(admin, 'u-a', { name: 'Jobkit Support' })).toBe(true);
  });
});

describe('firestore.rules', () => {
  // The rules file writes each backslash twice inside its string literals.
  const rules = fs.readFileSync(RULES_FILE, 'utf8');
  const asRulesString = (pattern: string) => `'${pattern.replaceAll('\\', '\\\\')}'`;

  it('spells the photo host pattern of src/domain/public-profile.ts', () => {
    expect(rules).toContain(`v.matches(${asRulesString(ALLOWED_PHOTO_URL_PATTERN)})`);
  });
});
