import { describe, expect, it } from 'vitest';
import { localDay } from './dates';

describe('localDay', () => {
  it('is the calendar day in the given zone', () => {
    const at = new Date('2025-01-15T20:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2025-01-15');
    expect(localDay(at, 'Asia/Kolkata')).toBe('2025-01-16');
    expect(localDay(new Date('2025-01-15T03:00:00Z'), 'America/Los_Angeles')).toBe('2025-01-14');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(localDay(new Date('2025-03-01T00:00:00Z'), 'Mars/Base')).toBe('2025-03-01');
  });
});
