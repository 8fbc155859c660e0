import { describe, expect, it } from 'vitest';
import { storedDate, storedMap, storedNumber, storedText, storedValidDate } from './stored-fields';

describe('stored field readers', () => {
  it('reads text trimmed, numbers as text, anything else as null', () => {
    expect(storedText.parse('  Asha ')).toBe('Asha');
    expect(storedText.parse(7)).toBe('7');
    expect([storedText.parse('  '), storedText.parse(undefined), storedText.parse({})]).toEqual([
      null,
      null,
      null,
    ]);
  });
  it('reads numbers, also from numeric strings, never NaN or Infinity', () => {
    expect(storedNumber.parse('71.5')).toBe(71.5);
    expect([storedNumber.parse('abc'), storedNumber.parse(Infinity), storedNumber.parse('')]).toEqual([
      null,
      null,
      null,
    ]);
  });
  it('reads dates from Date, epoch ms and strings; missing is null, odd is an Invalid Date', () => {
    expect(storedDate.parse('2025-03-01T00:00:00Z')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(storedDate.parse(0)?.getTime()).toBe(0);
    expect([storedDate.parse(undefined), storedDate.parse(null), storedDate.parse('')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(Number.isNaN(storedDate.parse({ seconds: 1 })!.getTime())).toBe(true);
    expect(storedValidDate.parse('not a date')).toBeNull();
  });
  it('reads a nested map as stored, {} for anything else', () => {
    expect(storedMap.parse({ planId: 7 })).toEqual({ planId: 7 });
    expect(storedMap.parse('magic')).toEqual({});
  });
});
