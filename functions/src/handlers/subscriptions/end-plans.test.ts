import { describe, expect, it } from 'vitest';
import { readStoredUser } from '@/domain/stored-user';
import { USER_NOTIFICATIONS } from '@/domain/user-notifications';
import { createTestDeps, userCtx, type TestDeps } from '../../testing/fakes';
import { invokeHandler } from '../invoke';
import { getDailyUsage } from '../get-daily-usage';
import { listMyNotifications } from '../list-my-notifications';
import { endPlans } from './end-plans';

const DAY = 24 * 60 * 60 * 1000;

function givePaid(deps: TestDeps, uid: string, planId: string, endsInDays: number | null) {
  const now = deps.clock.now().getTime();
  deps.store.docs.set(`users/${uid}`, {
    uid,
    name: uid,
    subscription: {
      planId,
      planName: planId,
      status: 'active',
      credits: 10,
      amount: 20,
      expiryDate: endsInDays === null ? null : new Date(now + endsInDays * DAY),
    },
  });
}

const statusOf = (deps: TestDeps, uid: string) =>
  readStoredUser(deps.store.docs.get(`users/${uid}`)).subscription?.status;
const personal = (deps: TestDeps) =>
  [...deps.store.docs.keys()].filter((k) => k.startsWith(`${USER_NOTIFICATIONS}/`));

describe('endPlans (docs/product-rules.md 7.6)', () => {
  it('marks ended plans expired and leaves live, lifetime and free ones alone', async () => {
    const deps = createTestDeps();
    givePaid(deps, 'ended', 'pro', -1);
    givePaid(deps, 'live', 'pro', 10);
    givePaid(deps, 'lifetime', 'lifetime', -30);
    givePaid(deps, 'free', 'free', null);
    const out = await endPlans.run(deps);
    expect(out.expired).toBe(1);
    expect(statusOf(deps, 'ended')).toBe('expired');
    expect(statusOf(deps, 'live')).toBe('active');
    expect(statusOf(deps, 'lifetime')).toBe('active');
    expect(statusOf(deps, 'free')).toBe('active');
    expect((await endPlans.run(deps)).expired).toBe(0);
  });

  it('sends one reminder 3 days before the end, and a new one after a renewal moves the end', async () => {
    const deps = createTestDeps();
    givePaid(deps, 'soon', 'ultimate-monthly', 2.5);
    givePaid(deps, 'later', 'pro', 4);
    await endPlans.run(deps);
    await endPlans.run(deps);
    expect(personal(deps)).toHaveLength(1);
    const bell = await invokeHandler(listMyNotifications, deps, userCtx('soon'), {});
    expect(bell.notifications.map((n) => n.title)).toEqual(['Your Ultimate plan ends on 17 Jan 2025']);
    expect((await invokeHandler(listMyNotifications, deps, userCtx('later'), {})).notifications).toEqual([]);

    givePaid(deps, 'soon', 'ultimate-monthly', 2);
    await endPlans.run(deps);
    expect(personal(deps)).toHaveLength(2);
  });

  it('access does not wait for the task: an ended plan has the free limit before it runs', async () => {
    const deps = createTestDeps();
    givePaid(deps, 'ended', 'ultimate-monthly', -1);
    const usage = await invokeHandler(getDailyUsage, deps, userCtx('ended'), { feature: 'magicCV' });
    expect(usage.limit).toBe(2);
    givePaid(deps, 'ended', 'ultimate-monthly', 1);
    const live = await invokeHandler(getDailyUsage, deps, userCtx('ended'), { feature: 'magicCV' });
    expect(live.limit).toBeNull();
  });
});
