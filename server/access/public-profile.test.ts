/**
 * The policies' checks on what a person shows others (users/{uid} name and photo, and the
 * comment author copied from them), and that firestore.rules spells the same patterns as
 * src/domain/public-profile.ts. (The HTTP-level allow/deny table is tests/access/profile-cases.ts.)
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DocData } from '../../functions/src/handlers/ports';
import { ALLOWED_PHOTO_URL_PATTERN, RESERVED_NAME_PATTERN } from '../../src/domain/public-profile';
import { canWrite } from './registry';
import type { AuthContext, RequestContext } from './types';

const now = new Date('2025-03-01T12:00:00Z');
const PHOTO = 'https://lh3.googleusercontent.com/a/mallory=s96-c';
const mallory: AuthContext = { uid: 'u-m', email: 'm@example.test', emailVerified: true, admin: false };
const admin: AuthContext = { uid: 'u-a', email: 'a@example.test', emailVerified: true, admin: true };
const profiles: Record<string, DocData> = {
  'users/u-m': { uid: 'u-m', name: 'Mallory', photoURL: PHOTO },
  'users/u-a': { uid: 'u-a', name: 'Site Admin', photoURL: null },
};
const req: RequestContext = { now, getDoc: (p) => profiles[p] ?? null };

const comment = (author: AuthContext, extra: DocData = {}): DocData => ({
  userId: author.uid,
  userName: 'Mallory',
  userPhotoURL: PHOTO,
  content: 'Hello',
  createdAt: now,
  likes: [],
  ...extra,
});
const post = (auth: AuthContext, data: DocData) => canWrite(auth, 'comments/new', null, data, req);
const edit = (auth: AuthContext, uid: string, change: DocData) =>
  canWrite(auth, `users/${uid}`, profiles[`users/${uid}`]!, { ...profiles[`users/${uid}`], ...change }, req);

describe('comment author', () => {
  it("is the poster's profile name and photo, exactly", () => {
    expect(post(mallory, comment(mallory))).toBe(true);
    expect(post(mallory, comment(mallory, { userName: 'Admin' }))).toBe(false);
    expect(post(mallory, comment(mallory, { userName: 'mallory' }))).toBe(false);
    expect(post(mallory, comment(mallory, { userPhotoURL: 'https://lh3.googleusercontent.com/a/x' }))).toBe(
      false,
    );
    expect(post(mallory, comment(mallory, { userPhotoURL: null }))).toBe(false);
    expect(post(admin, comment(admin, { userName: 'Site Admin', userPhotoURL: null }))).toBe(true);
  });

  it('is refused when the poster has no users document', () => {
    const ghost: AuthContext = { ...mallory, uid: 'u-ghost' };
    expect(post(ghost, comment(ghost))).toBe(false);
    expect(post(ghost, comment(ghost, { userPhotoURL: null }))).toBe(false);
  });
});

describe('users/{uid}: name and photo', () => {
  it('takes a photo only from the allowed hosts', () => {
    expect(edit(mallory, 'u-m', { photoURL: 'https://lh5.googleusercontent.com/-x/photo.jpg' })).toBe(true);
    expect(edit(mallory, 'u-m', { photoURL: null })).toBe(true);
    expect(edit(mallory, 'u-m', { photoURL: 'https://evil.example/x.png' })).toBe(false);
    expect(edit(mallory, 'u-m', { photoURL: 'https://lh3.googleusercontent.com@evil.example/x' })).toBe(
      false,
    );
    expect(edit(mallory, 'u-m', { photoURL: 'http://127.0.0.1:8787/v1/files/a.png?token=t' })).toBe(false);
  });

  it('refuses a staff name to everyone but the admin', () => {
    expect(edit(mallory, 'u-m', { name: 'Site Admin' })).toBe(false);
    expect(edit(mallory, 'u-m', { name: 'Mallory (Moderator)' })).toBe(false);
    expect(edit(mallory, 'u-m', { name: 'Mallory Badminton' })).toBe(true);
    expect(edit(admin, 'u-a', { name: 'Jobkit Support' })).toBe(true);
  });
});

describe('firestore.rules', () => {
  // The rules file writes each backslash twice inside its string literals.
  const rules = fs.readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const asRulesString = (pattern: string) => `'${pattern.replaceAll('\\', '\\\\')}'`;

  it('spells the photo host and staff name patterns of src/domain/public-profile.ts', () => {
    expect(rules).toContain(`v.matches(${asRulesString(ALLOWED_PHOTO_URL_PATTERN)})`);
    expect(rules).toContain(`name.lower().matches(${asRulesString(RESERVED_NAME_PATTERN)})`);
  });
});
