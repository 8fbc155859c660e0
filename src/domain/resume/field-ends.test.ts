import { describe, expect, it } from 'vitest';
import { closeEmptyField, trimFieldEnds } from './field-ends';

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
    // A French template's "{degree} en {area}", and its "en" wrapped onto the school's line.
    ['Bachelor of Arts in Psychology en', 'Bachelor of Arts in Psychology'],
    ['en Universidad de Málaga', 'Universidad de Málaga'],
    ['Licenciatura en Economía', 'Licenciatura en Economía'],
    // Particles open names in lower case.
    ['de Volksbank', 'de Volksbank'],
  ])('%j -> %j', (text, trimmed) => {
    expect(trimFieldEnds(text)).toBe(trimmed);
    expect(trimFieldEnds(trimmed)).toBe(trimmed);
  });
});

describe('closeEmptyField', () => {
  it.each([
    ['Karlsruhe, (DE)', 'Karlsruhe (DE)'],
    ['Karlsruhe, Baden-Württemberg (DE)', 'Karlsruhe, Baden-Württemberg (DE)'],
    ['Lyon; (FR)', 'Lyon (FR)'],
  ])('%j -> %j', (text, closed) => expect(closeEmptyField(text)).toBe(closed));
});
