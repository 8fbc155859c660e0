import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000 + 30_000, '5 minutes ago'],
    [3600_000, '1 hour ago'],
    [3 * 3600_000 + 59 * 60_000, '3 hours ago'],
    [24 * 3600_000, '1 day ago'],
    [71 * 3600_000, '2 days ago'],
    [14 * 24 * 3600_000, '2 weeks ago'],
    [400 * 24 * 3600_000, '1 year ago'],
  ])('%i ms ago reads "%s"', (ms, text) => {
    expect(relativeTime(ago(ms), NOW)).toBe(text);
  });

  it('accepts ISO strings, treats the future as now and unreadable dates as empty', () => {
    expect(relativeTime('2025-03-10T09:00:00.000Z', NOW)).toBe('3 hours ago');
    expect(relativeTime(new Date(NOW.getTime() + 90_000), NOW)).toBe('just now');
    expect(relativeTime('not a date', NOW)).toBe('');
  });

  it('reads a server time not written yet (null) as just now', () => {
    expect(relativeTime(null, new Date('2025-01-15T10:00:00Z'))).toBe('just now');
  });
});
