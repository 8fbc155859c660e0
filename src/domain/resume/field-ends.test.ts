import { describe, expect, it } from 'vitest';
import { trimFieldEnds } from './field-ends';

describe('trimFieldEnds', () => {
  it.each([
    ['Bachelor of Science in Nursing in', 'Bachelor of Science in Nursing'],
    ['BSc Nursing ()', 'BSc Nursing'],
    ['Diploma in Hotel Management -', 'Diploma in Hotel Management'],
    [', Bachelor of Arts', 'Bachelor of Arts'],
    ['Master of Arts, of', 'Master of Arts'],
    ['Bachelor of Arts (Hons)', 'Bachelor of Arts (Hons)'],
    ['Université Toulouse III - Paul Sabatier', 'Université Toulouse III - Paul Sabatier'],
    ['B.Sc.', 'B.Sc.'],
  ])('%j -> %j', (text, trimmed) => {
    expect(trimFieldEnds(text)).toBe(trimmed);
    expect(trimFieldEnds(trimmed)).toBe(trimmed);
  });
});
