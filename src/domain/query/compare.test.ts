import { describe, expect, it } from 'vitest';
import { compareValues, valuesEqual } from './compare';

describe('compareValues', () => {
  it('orders types like Firestore: null < bool < number < time < string < array < map', () => {
    const ordered = [
      null,
      false,
      true,
      -1,
      0,
      2.5,
      new Date(1),
      { __time: 2 },
      'a',
      'b',
      [1],
      [1, 2],
      { a: 1 },
    ];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort(compareValues)).toEqual(ordered);
  });

  it('treats a Date and its wire form as the same instant', () => {
    expect(valuesEqual(new Date(5), { __time: 5 })).toBe(true);
    expect(compareValues(new Date(5), { __time: 6 })).toBe(-1);
  });

  it('compares arrays element-wise then by length, maps by sorted keys', () => {
    expect(compareValues([1, 2], [1, 3])).toBe(-1);
    expect(compareValues([1, 2], [1])).toBe(1);
    expect(valuesEqual({ b: 1, a: [2] }, { a: [2], b: 1 })).toBe(true);
    expect(compareValues({ a: 1 }, { b: 0 })).toBe(-1);
    expect(compareValues({ a: 1 }, { a: 1, b: 0 })).toBe(-1);
  });

  it('orders strings and map keys by code point, as Firestore does (UTF-8 byte order)', () => {
    expect(compareValues('\u{1F600}', '\uFFFD')).toBe(1);
    expect(compareValues('\uFFFD', 'z')).toBe(1);
    expect(compareValues('ab', 'a')).toBe(1);
    expect(compareValues({ '\u{1F600}': 1 }, { '\uFFFD': 1 })).toBe(1);
  });

  it('puts NaN first among numbers and equal to itself', () => {
    expect(compareValues(NaN, -Infinity)).toBe(-1);
    expect(valuesEqual(NaN, NaN)).toBe(true);
  });

  it('never calls a missing value equal to anything', () => {
    expect(valuesEqual(undefined, undefined)).toBe(false);
    expect(valuesEqual(undefined, null)).toBe(false);
  });
});
