import { describe, expect, it } from 'vitest';
import {
  endedPlan,
  hasHumanKeysAccess,
  isFreeUser,
  isPlanLive,
  isUnlimited,
  planEndsAt,
} from './subscription';
import { completeSubscription } from './user';

const NOW = new Date('2026-12-13T09:00:00Z');
const YESTERDAY = new Date('2026-12-12T09:00:00Z');
const TOMORROW = new Date('2026-12-14T09:00:00Z');
const plan = (planId: string, expiryDate: Date | null, extra: Record<string, unknown> = {}) =>
  completeSubscription({ planId, planName: planId, status: 'active', expiryDate, ...extra });

describe('a plan ends at its end date (docs/product-rules.md 7.6)', () => {
  it('is live before its end and not after, whatever its stored status says', () => {
    expect(isPlanLive(plan('pro', TOMORROW), NOW)).toBe(true);
    expect(isPlanLive(plan('pro', YESTERDAY), NOW)).toBe(false);
    expect(isPlanLive(plan('pro', NOW), NOW)).toBe(false);
    expect(isFreeUser(plan('ultimate-monthly', YESTERDAY), NOW)).toBe(true);
    expect(isUnlimited(plan('ultimate-monthly', YESTERDAY), NOW)).toBe(false);
    expect(isUnlimited(plan('ultimate-monthly', TOMORROW), NOW)).toBe(true);
  });

  it('never ends for lifetime plans and the one-time Human Keys purchase', () => {
    for (const id of ['lifetime', 'angel-lifetime', 'human-key']) {
      expect(planEndsAt(plan(id, YESTERDAY)), id).toBeNull();
      expect(isPlanLive(plan(id, YESTERDAY), NOW), id).toBe(true);
      expect(endedPlan(plan(id, YESTERDAY), NOW), id).toBeNull();
    }
  });

  it('gives nothing for the free plan or a cancelled one, and no end to report', () => {
    expect(isPlanLive(plan('free', null), NOW)).toBe(false);
    expect(endedPlan(plan('free', null), NOW)).toBeNull();
    expect(isPlanLive(plan('pro', TOMORROW, { status: 'cancelled' }), NOW)).toBe(false);
    expect(endedPlan(plan('pro', YESTERDAY, { status: 'cancelled' }), NOW)).toBeNull();
  });

  it('reports the ended plan and its end, marked expired or not yet', () => {
    expect(endedPlan(plan('pro', YESTERDAY), NOW)).toEqual({ planName: 'pro', endedOn: YESTERDAY });
    expect(endedPlan(plan('pro', YESTERDAY, { status: 'expired' }), NOW)?.endedOn).toEqual(YESTERDAY);
    expect(endedPlan(plan('pro', TOMORROW), NOW)).toBeNull();
  });

  it('Human Keys: a plan that includes it only while live; the add-on outlives the plan', () => {
    expect(hasHumanKeysAccess(plan('magic-monthly', TOMORROW), false, NOW)).toBe(true);
    expect(hasHumanKeysAccess(plan('magic-monthly', YESTERDAY), false, NOW)).toBe(false);
    const withAddOn = plan('pro', YESTERDAY, { status: 'expired', addOns: ['human-key'] });
    expect(hasHumanKeysAccess(withAddOn, false, NOW)).toBe(true);
    expect(hasHumanKeysAccess({ ...withAddOn, status: 'cancelled' }, false, NOW)).toBe(false);
    expect(hasHumanKeysAccess(null, true, NOW)).toBe(true);
  });
});
