import { describe, expect, it } from 'vitest';
import { createTestDeps, userCtx, type TestDeps } from '../../testing/fakes';
import { invokeHandler } from '../invoke';
import { adminDeleteUser } from './delete-user';

const admin = userCtx('admin-1', { admin: true });

function seeded(): TestDeps {
  const deps = createTestDeps();
  deps.auth.add({ uid: 'u1', email: 'ann@x.test' });
  deps.store.docs.set('users/u1', { uid: 'u1', name: 'Ann', email: 'ann@x.test' });
  deps.store.docs.set('users/admin-1', { uid: 'admin-1', name: 'Admin' });
  return deps;
}

describe('adminDeleteUser', () => {
  it('is for the admin only', async () => {
    const deps = seeded();
    await expect(invokeHandler(adminDeleteUser, deps, userCtx('u2'), { uid: 'u1' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      invokeHandler(adminDeleteUser, deps, userCtx('u1', { uid: null }), { uid: 'u1' }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(deps.store.docs.has('users/u1')).toBe(true);
    expect(deps.auth.users.has('u1')).toBe(true);
  });

  it('deletes the document and the sign-in account; a second call finds nothing', async () => {
    const deps = seeded();
    await expect(invokeHandler(adminDeleteUser, deps, admin, { uid: 'u1' })).resolves.toEqual({
      deleted: true,
      authDeleted: true,
    });
    expect(deps.store.docs.has('users/u1')).toBe(false);
    expect(deps.auth.users.has('u1')).toBe(false);
    await expect(invokeHandler(adminDeleteUser, deps, admin, { uid: 'u1' })).resolves.toEqual({
      deleted: false,
      authDeleted: false,
    });
  });

  it('refuses to delete the calling admin and bad input', async () => {
    const deps = seeded();
    await expect(invokeHandler(adminDeleteUser, deps, admin, { uid: 'admin-1' })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await expect(invokeHandler(adminDeleteUser, deps, admin, { uid: '' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(deps.store.docs.has('users/admin-1')).toBe(true);
  });
});
