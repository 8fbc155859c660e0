import { describe, expect, it } from 'vitest';
import { isTownAndRegion } from './contact-place';
import { isCountryName, isLanguageName } from './world-names';

describe('isTownAndRegion', () => {
  it('reads a town and its region, with or without a country', () => {
    for (const place of [
      'Genova, Liguria',
      'Oaxaca, Oaxaca, MX',
      'Malindi, Kilifi County, KE',
      'Rennes, Bretagne, France',
    ])
      expect(isTownAndRegion(place), place).toBe(true);
  });

  it('does not take languages, skills, jobs or employers for a place', () => {
    for (const text of [
      'English, French',
      'Nederlands, Engels',
      'Python, SQL',
      'Engineer, Manager',
      'Acme Corp, Google',
      'Genova',
    ])
      expect(isTownAndRegion(text), text).toBe(false);
  });
});

describe('world names (from the platform’s CLDR data)', () => {
  it('knows languages and countries in the reader’s languages and their own', () => {
    expect(['Engels', 'Inglés', 'Polski', 'Deutsch'].every(isLanguageName)).toBe(true);
    expect(['Deutschland', 'Allemagne', 'Kenya'].every(isCountryName)).toBe(true);
    expect(isLanguageName('Liguria') || isCountryName('Liguria')).toBe(false);
  });
});
