import { describe, expect, it } from 'vitest';
import { matchesWhere } from '../query/match';
import {
  activeSince,
  daysBefore,
  isPaidUser,
  PAID_USERS_WHERE,
  paidPercent,
  summarizePricingVisits,
} from './overview';

const user = (planId: string, status = 'active') => ({ subscription: { planId, status } });

describe('who counts as paid', () => {
  it.each([
    [user('pro'), true],
    [user('basic-monthly'), true],
    [user('angel-lifetime'), true],
    [user('free'), false],
    [user('pro', 'cancelled'), false],
    [user('magic-yearly', 'expired'), false],
    [{}, false],
    [null, false],
  ])('%j -> %s, and the count query agrees', (doc, paid) => {
    expect(isPaidUser(doc, new Date('2025-01-15T00:00:00Z'))).toBe(paid);
    if (doc && 'subscription' in doc) expect(matchesWhere(doc, PAID_USERS_WHERE)).toBe(paid);
  });

  it('conversion is paid over total, one decimal, 0 without users', () => {
    expect(paidPercent(1, 3)).toBe(33.3);
    expect(paidPercent(2, 8)).toBe(25);
    expect(paidPercent(0, 0)).toBe(0);
  });
});

describe('time windows', () => {
  it('daily is the last day, monthly the last 30 days, ranges count back whole days', () => {
    const now = new Date('2025-03-31T12:00:00Z');
    expect(activeSince(now)).toEqual({
      daily: new Date('2025-03-30T12:00:00Z'),
      monthly: new Date('2025-03-01T12:00:00Z'),
    });
    expect(daysBefore(now, 7)).toEqual(new Date('2025-03-24T12:00:00Z'));
  });
});

describe('summarizePricingVisits', () => {
  it('counts visits, distinct visitors by session (ip when missing) and signed-in visits', () => {
    const s = summarizePricingVisits([
      { sessionId: 'a', userId: 'u1', source: 'google.com', device: 'desktop', country: 'India' },
      { sessionId: 'a', userId: 'u1', source: 'google.com', device: 'desktop', country: 'India' },
      { sessionId: 'b', userId: null, source: 'direct', device: 'mobile', country: 'United States' },
      { ip: '1.2.3.4', isAuthenticated: true, source: 'twitter', deviceType: 'tablet', country: 'India' },
      { ip: '1.2.3.4', isAuthenticated: false, country: '' },
      {},
    ]);
    expect(s.totalVisits).toBe(6);
    expect(s.uniqueVisitors).toBe(4);
    expect(s.authenticatedVisits).toBe(3);
    expect(s.sources).toEqual([
      { label: 'direct', count: 3 },
      { label: 'google.com', count: 2 },
      { label: 'twitter', count: 1 },
    ]);
    expect(s.devices).toEqual([
      { label: 'desktop', count: 2 },
      { label: 'unknown', count: 2 },
      { label: 'mobile', count: 1 },
      { label: 'tablet', count: 1 },
    ]);
    expect(s.topCountries[0]).toEqual({ label: 'India', count: 3 });
  });

  it('keeps the 8 most frequent countries', () => {
    const visits = Array.from({ length: 10 }, (_, i) =>
      Array.from({ length: i + 1 }, () => ({ sessionId: `s${i}`, country: `C${i}` })),
    ).flat();
    const s = summarizePricingVisits(visits);
    expect(s.topCountries.map((c) => c.label)).toEqual(['C9', 'C8', 'C7', 'C6', 'C5', 'C4', 'C3', 'C2']);
    expect(s.uniqueVisitors).toBe(10);
  });

  it('is all zeros without visits', () => {
    expect(summarizePricingVisits([])).toEqual({
      totalVisits: 0,
      uniqueVisitors: 0,
      authenticatedVisits: 0,
      sources: [],
      devices: [],
      topCountries: [],
    });
  });
});
