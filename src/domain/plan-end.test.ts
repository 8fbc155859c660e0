import { describe, expect, it } from 'vitest';
import { endsWithinReminder, formatPlanDay, planEndedNotice, planFamilyName } from './plan-end';
import { completeSubscription } from './user';

const NOW = new Date('2026-12-13T09:00:00Z');

describe('the plan-end notice', () => {
  it('names the plan family and the day it ended, in the person’s zone', () => {
    const sub = completeSubscription({
      planId: 'pro',
      planName: 'Pro (3 Months)',
      status: 'active',
      expiryDate: new Date('2026-12-12T20:00:00Z'),
    });
    expect(planEndedNotice(sub, NOW, 'UTC')?.text).toBe('Your Pro plan ended on 12 Dec 2026');
    expect(planEndedNotice(sub, NOW, 'Asia/Kolkata')?.text).toBe('Your Pro plan ended on 13 Dec 2026');
    expect(planEndedNotice({ ...sub, expiryDate: new Date('2026-12-20T00:00:00Z') }, NOW)).toBeNull();
  });

  it('formats days and plan names as a person says them', () => {
    expect(formatPlanDay(new Date('2026-09-01T00:00:00Z'))).toBe('1 Sep 2026');
    expect(planFamilyName('ultimate-yearly')).toBe('Ultimate');
    expect(planFamilyName('pro')).toBe('Pro');
  });

  it('reminds within 3 days of the end, not earlier and not after', () => {
    const at = (iso: string) =>
      completeSubscription({ planId: 'pro', status: 'active', expiryDate: new Date(iso) });
    expect(endsWithinReminder(at('2026-12-16T09:00:00Z'), NOW)).toBe(true);
    expect(endsWithinReminder(at('2026-12-16T09:00:01Z'), NOW)).toBe(false);
    expect(endsWithinReminder(at('2026-12-13T08:00:00Z'), NOW)).toBe(false);
  });
});
