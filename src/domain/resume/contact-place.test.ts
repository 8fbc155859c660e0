import { describe, expect, it } from 'vitest';
import { isTownAndRegion } from './contact-place';
import { parseResume } from './parse-resume';
import { isCountryName, isLanguageName } from './world-names';

describe('isTownAndRegion', () => {
  it('reads a town and its region, with or without a country', () => {
    for (const place of [
      'Genova, Liguria',
      'Oaxaca, Oaxaca, MX',
      'Malindi, Kilifi County, KE',
      'Rennes, Bretagne, France',
      'Murcia (ES), Región de Murcia',
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

describe('a town alone under the name', () => {
  it('is the location when it names no job, and the headline when it does', () => {
    const read = (line: string) =>
      parseResume(`Simone Mancini\n${line}\nAbout\nAccountant with 13 years of experience.\nEmail: s@m.it\n`)
        .contact.location;
    expect(read('Verona')).toBe('Verona');
    expect(read('Picker Packer')).toBeNull();
  });
});
