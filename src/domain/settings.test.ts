import { describe, expect, it } from 'vitest';
import { completeSettings, dailyLimit, DEFAULT_SETTINGS, tierOf } from './settings';
import { completeSubscription } from './user';

const NOW = new Date('2026-12-13T09:00:00Z');
const sub = (planId: string, status = 'active') => completeSubscription({ planId, status });

describe('daily limits from settings', () => {
  it('gives free users the free tier, 2 Magic CVs by default', () => {
    expect(dailyLimit(DEFAULT_SETTINGS, sub('free'), 'magicCV', NOW)).toBe(2);
    expect(dailyLimit(DEFAULT_SETTINGS, null, 'lazyApply', NOW)).toBe(3);
  });

  it('treats an inactive paid plan as free and ultimate/magic as unlimited', () => {
    expect(tierOf(sub('ultimate-monthly', 'inactive'), NOW)).toBe('free');
    expect(dailyLimit(DEFAULT_SETTINGS, sub('magic-yearly'), 'magicCV', NOW)).toBeNull();
    expect(dailyLimit(DEFAULT_SETTINGS, sub('basic-monthly'), 'magicCV', NOW)).toBe(10);
    expect(dailyLimit(DEFAULT_SETTINGS, sub('premium-yearly'), 'magicCV', NOW)).toBe(30);
    expect(tierOf(sub('human-key'), NOW)).toBe('free');
  });

  it('gives a paid plan past its end date the free tier, whether or not it is marked expired', () => {
    const ended = { ...sub('magic-yearly'), expiryDate: new Date('2026-12-12T09:00:00Z') };
    expect(dailyLimit(DEFAULT_SETTINGS, ended, 'magicCV', NOW)).toBe(2);
    expect(tierOf({ ...sub('premium-monthly'), expiryDate: new Date('2026-12-12T09:00:00Z') }, NOW)).toBe(
      'free',
    );
    const live = { ...ended, expiryDate: new Date('2026-12-14T09:00:00Z') };
    expect(dailyLimit(DEFAULT_SETTINGS, live, 'magicCV', NOW)).toBeNull();
  });

  it('reads stored limits and falls back per section when a section is malformed', () => {
    const stored = {
      ...DEFAULT_SETTINGS,
      limits: {
        ...DEFAULT_SETTINGS.limits,
        freeTier: { magicCV: 5, angelAssistant: 1, lazyApply: 1, lazyTemplates: 1 },
      },
      api: { rateLimit: 0 },
    };
    const s = completeSettings(stored);
    expect(dailyLimit(s, sub('free'), 'magicCV', NOW)).toBe(5);
    expect(s.api).toEqual(DEFAULT_SETTINGS.api);
    expect(completeSettings(undefined)).toEqual(DEFAULT_SETTINGS);
  });
});
