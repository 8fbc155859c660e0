import { describe, expect, it } from 'vitest';
import { classifyFragment, looksLikeLocation } from './entry-fields';
import { headerFragments } from './experience-header';

describe('role fields of Italian, Dutch and Polish resumes', () => {
  it('knows their job titles, compounds included', () => {
    for (const t of ['Infermiera di area critica', 'Senior advocaat', 'Verkoopmedewerker', 'Kierowca kat. B'])
      expect(classifyFragment(t), t).toBe('title');
  });

  it('knows their legal forms and organisation words', () => {
    for (const c of [
      'Vos Logistiek B.V.',
      'Kowalski Sp. z o.o.',
      'Nowak sp. z o.o.',
      // A title's word inside a name its legal form closes.
      'Solaris Bus & Coach sp. z o.o.',
      'Ospedale San Carlo',
      'Stichting Groen',
    ])
      expect(classifyFragment(c), c).toBe('company');
  });

  it('reads "Title – Employer, Town" and "Title – lower-case detail"', () => {
    expect(headerFragments('Bedrijfsjurist – Vos Logistiek B.V., Breda')).toEqual([
      { kind: 'title', text: 'Bedrijfsjurist' },
      { kind: 'company', text: 'Vos Logistiek B.V.' },
      { kind: 'location', text: 'Breda' },
    ]);
    expect(headerFragments('Magazynier – obsługa wózka')).toEqual([
      { kind: 'title', text: 'Magazynier – obsługa wózka' },
    ]);
  });
});

describe('places after a town', () => {
  it('reads a town and its country as a location', () => {
    for (const p of ['Busan, S.Korea', 'Amman, Jordan', 'Hanoi, Vietnam', 'Austin, U.S.A'])
      expect(looksLikeLocation(p), p).toBe(true);
  });
});

describe('a town closing an employer line', () => {
  it('is the location, the title being on the line below', () => {
    expect(headerFragments('Hartmann Logistik GmbH    Leipzig')).toEqual([
      { kind: 'company', text: 'Hartmann Logistik GmbH' },
      { kind: 'location', text: 'Leipzig' },
    ]);
    expect(headerFragments('Hartmann Logistik GmbH    Leipzig / remote')).toContainEqual({
      kind: 'location',
      text: 'Leipzig / remote',
    });
  });

  it('is not taken from a title line', () => {
    expect(headerFragments('Software Engineer    Payments').some((f) => f.kind === 'location')).toBe(false);
  });
});
