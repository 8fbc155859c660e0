import { describe, expect, it } from 'vitest';
import { createTestDeps, userCtx } from '../testing/fakes';
import { invokeHandler } from './invoke';
import { seedHumanKeysReviews } from './seed-human-keys-reviews';

const admin = userCtx('admin-1', { admin: true });

describe('seedHumanKeysReviews', () => {
  it('writes five sample reviews spread over the last days', async () => {
    const deps = createTestDeps();
    const now = deps.clock.now().getTime();

    await expect(invokeHandler(seedHumanKeysReviews, deps, admin, {})).resolves.toEqual({ created: 5 });

    const reviews = await deps.store.query({
      collection: 'magicKeysComments',
      orderBy: [['createdAt', 'desc']],
    });
    expect(reviews).toHaveLength(5);
    expect(reviews[0]!.data).toMatchObject({
      userId: 'sample-priya-s',
      userName: 'Priya S.',
      userPhotoURL: null,
    });
    for (const r of reviews) {
      expect(r.data.userId).toMatch(/^sample-/);
      expect(r.data).not.toHaveProperty('parentId');
      const at = (r.data.createdAt as Date).getTime();
      expect(at).toBeLessThan(now);
      expect(at).toBeGreaterThan(now - 7 * 24 * 3600 * 1000);
    }
    expect(new Set(reviews.map((r) => (r.data.createdAt as Date).toDateString())).size).toBeGreaterThan(2);
  });

  it('seeds nothing when the samples already exist', async () => {
    const deps = createTestDeps();
    await invokeHandler(seedHumanKeysReviews, deps, admin, undefined);
    await expect(invokeHandler(seedHumanKeysReviews, deps, admin, {})).resolves.toEqual({ created: 0 });
    expect(await deps.store.query({ collection: 'magicKeysComments' })).toHaveLength(5);
  });

  it('is for the admin only', async () => {
    const deps = createTestDeps();
    await expect(invokeHandler(seedHumanKeysReviews, deps, userCtx('u1'), {})).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      invokeHandler(seedHumanKeysReviews, deps, { ...admin, uid: null }, {}),
    ).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
