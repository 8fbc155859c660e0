import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS, isWithinWindow, windowStart } from './within-window';

const NOW = new Date('2025-01-15T10:00:00.000Z');
const H = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('isWithinWindow', () => {
  it('keeps a posting exactly 72 hours old and drops one 1 ms older', () => {
    expect(isWithinWindow(ago(72 * H), NOW)).toBe(true);
    expect(isWithinWindow(ago(72 * H + 1), NOW)).toBe(false);
  });

  it('keeps recent postings', () => {
    expect(isWithinWindow(ago(0), NOW)).toBe(true);
    expect(isWithinWindow(ago(5 * H), NOW)).toBe(true);
  });

  it('tolerates a little clock skew but not far-future dates', () => {
    expect(isWithinWindow(ago(-CLOCK_SKEW_MS), NOW)).toBe(true);
    expect(isWithinWindow(ago(-CLOCK_SKEW_MS - 1), NOW)).toBe(false);
    expect(isWithinWindow(ago(-48 * H), NOW)).toBe(false);
  });

  it('drops invalid dates', () => {
    expect(isWithinWindow(new Date('nonsense'), NOW)).toBe(false);
  });

  it('windowStart is 72 hours before now', () => {
    expect(windowStart(NOW).toISOString()).toBe('2025-01-12T10:00:00.000Z');
  });
});
