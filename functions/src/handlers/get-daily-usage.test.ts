import { describe, expect, it } from 'vitest';
import { createTestDeps, userCtx } from '../testing/fakes';
import { givePlan, UID } from '../testing/magic-cv-arrange';
import { getDailyUsage } from './get-daily-usage';
import { invokeHandler } from './invoke';

describe('getDailyUsage', () => {
  it("reports the caller's count for their local day and the limit that applies", async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    deps.clock.set('2025-01-15T20:30:00Z');
    deps.store.docs.set(`usage/${UID}_2025-01-16`, { userId: UID, day: '2025-01-16', magicCV: 1 });
    await expect(
      invokeHandler(getDailyUsage, deps, userCtx(UID, { tz: 'Asia/Kolkata' }), {}),
    ).resolves.toEqual({
      used: 1,
      limit: 2,
      day: '2025-01-16',
    });
    // The zone first reported is the user's: a call from another zone reads the same day.
    await expect(invokeHandler(getDailyUsage, deps, userCtx(UID), { feature: 'magicCV' })).resolves.toEqual({
      used: 1,
      limit: 2,
      day: '2025-01-16',
    });
    // Without a user document yet, days are UTC's and nothing is stored.
    const fresh = createTestDeps();
    fresh.clock.set('2025-01-15T20:30:00Z');
    await expect(
      invokeHandler(getDailyUsage, fresh, userCtx(UID, { tz: 'Asia/Kolkata' }), {}),
    ).resolves.toMatchObject({ day: '2025-01-15' });
    expect(fresh.store.docs.has(`users/${UID}`)).toBe(false);
  });

  it('says null for unlimited plans and honours settings for the others', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'magic-yearly');
    expect((await invokeHandler(getDailyUsage, deps, userCtx(UID), {})).limit).toBeNull();
    givePlan(deps, 'basic-monthly');
    expect((await invokeHandler(getDailyUsage, deps, userCtx(UID), {})).limit).toBe(10);
    const tier = { magicCV: 7, angelAssistant: 5, lazyApply: 3, lazyTemplates: 2 };
    deps.store.docs.set('admin/settings', { limits: { freeTier: tier, basicTier: tier, premiumTier: tier } });
    expect((await invokeHandler(getDailyUsage, deps, userCtx(UID), { feature: 'lazyApply' })).limit).toBe(3);
  });

  it('needs a signed-in caller and a known feature', async () => {
    const deps = createTestDeps();
    await expect(invokeHandler(getDailyUsage, deps, userCtx('x', { uid: null }), {})).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(invokeHandler(getDailyUsage, deps, userCtx(UID), { feature: 'x' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});
