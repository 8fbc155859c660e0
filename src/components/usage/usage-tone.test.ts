import { describe, expect, it } from 'vitest';
import { usagePercent, usageTone } from './usage-tone';

describe('usageTone', () => {
  it('is green below 50 %, yellow below 80 %, red otherwise', () => {
    expect(usageTone(0, 2)).toBe('green');
    expect(usageTone(4, 10)).toBe('green');
    expect(usageTone(1, 2)).toBe('yellow');
    expect(usageTone(7, 10)).toBe('yellow');
    expect(usageTone(8, 10)).toBe('red');
    expect(usageTone(2, 2)).toBe('red');
    expect(usageTone(0, 0)).toBe('red');
    expect(usageTone(50, null)).toBe('green');
  });

  it('caps the percentage at 100 and shows nothing for unlimited', () => {
    expect(usagePercent(1, 4)).toBe(25);
    expect(usagePercent(3, 2)).toBe(100);
    expect(usagePercent(0, 0)).toBe(100);
    expect(usagePercent(5, null)).toBe(0);
  });
});
