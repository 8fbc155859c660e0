import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MESSAGES } from '@/domain/display-name';
import { createTestDeps, userCtx, type TestDeps } from '../../testing/fakes';
import { invokeHandler } from '../invoke';
import { setDisplayName } from './set-display-name';

const ANN = { uid: 'u1', name: 'Ann', nameLower: 'ann', email: 'ann@x.test', emailLower: 'ann@x.test' };

function setup(): TestDeps {
  const deps = createTestDeps();
  deps.store.docs.set('users/u1', { ...ANN });
  deps.store.docs.set('users/boss', { ...ANN, uid: 'boss', name: 'Boss', nameLower: 'boss' });
  return deps;
}

const call = (deps: TestDeps, input: unknown, uid = 'u1', admin = false) =>
  invokeHandler(setDisplayName, deps, userCtx(uid, { admin }), input);

describe('setDisplayName', () => {
  it("stores the trimmed name and the admin search's lower-case copy", async () => {
    const deps = setup();
    await expect(call(deps, { name: '  Ann Lee ' })).resolves.toEqual({ name: 'Ann Lee' });
    expect(deps.store.docs.get('users/u1')).toEqual({ ...ANN, name: 'Ann Lee', nameLower: 'ann lee' });
  });

  it.each([
    ['Jobkit Support in Cyrillic o', 'J\u043ebkit Supp\u043ert'],
    ['a zero-width space', 'Ad\u200bmin'],
    ['a soft hyphen', 'Mod\u00aderator'],
    ['a bidi control', 'Sta\u202eff'],
    ['words glued together', 'JobkitSupport'],
    ['an underscore', 'Jobkit_Support'],
    ['dotted letters', 'j.o.b.k.i.t'],
    ['full-width letters', '\uff21\uff24\uff2d\uff29\uff2e'],
    ['a zero for an o', 'SUPP0RT'],
    ['rn for m', 'Site Adrnin'],
  ])('refuses a staff name with %s, with the documented message', async (_, name) => {
    const deps = setup();
    await expect(call(deps, { name })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: DISPLAY_NAME_MESSAGES.staff,
    });
    expect(deps.store.docs.get('users/u1')).toEqual(ANN);
  });

  it('lets the admin take a staff name', async () => {
    const deps = setup();
    await call(deps, { name: 'Jobkit Support' }, 'boss', true);
    expect(deps.store.docs.get('users/boss')).toMatchObject({
      name: 'Jobkit Support',
      nameLower: 'jobkit support',
    });
  });

  it('keeps names that only hold a staff word inside another word', async () => {
    const deps = setup();
    await call(deps, { name: 'Badminton Stafford' });
    expect(deps.store.docs.get('users/u1')).toMatchObject({ name: 'Badminton Stafford' });
  });

  it('refuses a blank or too long name, other fields, and a caller without a document', async () => {
    const deps = setup();
    await expect(call(deps, { name: '   ' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: DISPLAY_NAME_MESSAGES.blank,
    });
    await expect(call(deps, {})).rejects.toMatchObject({ message: DISPLAY_NAME_MESSAGES.blank });
    await expect(call(deps, { name: '\u200b \u2060' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: DISPLAY_NAME_MESSAGES.blank,
    });
    await expect(call(deps, { name: 'x'.repeat(201) })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: DISPLAY_NAME_MESSAGES.tooLong,
    });
    await expect(call(deps, { name: 'Ann', photoURL: 'https://evil.example/x.png' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(call(deps, { name: 'Nobody' }, 'ghost')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: DISPLAY_NAME_MESSAGES.noAccount,
    });
    expect(deps.store.docs.has('users/ghost')).toBe(false);
    expect(deps.store.docs.get('users/u1')).toEqual(ANN);
  });

  it('refuses a caller who is not signed in', async () => {
    const deps = setup();
    await expect(
      invokeHandler(setDisplayName, deps, userCtx('u1', { uid: null }), { name: 'Ann' }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});
