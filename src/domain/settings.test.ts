import { describe, expect, it } from 'vitest';
import { completeSettings, dailyLimit, DEFAULT_SETTINGS, tierOf } from './settings';
import { completeSubscription } from './user';

const sub = (planId: string, status = 'active') => completeSubscription({ planId, status });

describe('daily limits from settings', () => {
  it('gives free users the free tier, 2 Magic CVs by default', () => {
    expect(dailyLimit(DEFAULT_SETTINGS, sub('free'), 'magicCV')).toBe(2);
    expect(dailyLimit(DEFAULT_SETTINGS, null, 'lazyApply')).toBe(3);
  });

  it('treats an inactive paid plan as free and ultimate/magic as unlimited', () => {
    expect(tierOf(sub('ultimate-monthly', 'inactive'))).toBe('free');
    expect(dailyLimit(DEFAULT_SETTINGS, sub('magic-yearly'), 'magicCV')).toBeNull();
    expect(dailyLimit(DEFAULT_SETTINGS, sub('basic-monthly'), 'magicCV')).toBe(10);
    expect(dailyLimit(DEFAULT_SETTINGS, sub('premium-yearly'), 'magicCV')).toBe(30);
    expect(tierOf(sub('human-key'))).toBe('free');
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
    expect(dailyLimit(s, sub('free'), 'magicCV')).toBe(5);
    expect(s.api).toEqual(DEFAULT_SETTINGS.api);
    expect(completeSettings(undefined)).toEqual(DEFAULT_SETTINGS);
  });
});
