import { describe, expect, it } from 'vitest';
import { bareName, isCredential } from './name-parts';

describe('bareName', () => {
  it('drops an honorific before the name', () => {
    expect(bareName('mr. Pieter van Dijk')).toBe('Pieter van Dijk');
    expect(bareName('Dr. Amara Okafor')).toBe('Amara Okafor');
    expect(bareName('Prof. Li Wei')).toBe('Li Wei');
  });

  it('keeps a given name that is also an honorific when it has no dot', () => {
    expect(bareName('Ing Chen')).toBe('Ing Chen');
  });

  it('drops credentials after the name, after a comma or in parentheses', () => {
    expect(bareName('Rosa Alvarez, RN, BSN')).toBe('Rosa Alvarez');
    expect(bareName('Tom Reyes, PharmD')).toBe('Tom Reyes');
    expect(bareName('Omar Haddad (PhD)')).toBe('Omar Haddad');
    expect(bareName('Omar Haddad (MSc., Eng., BSc.)')).toBe('Omar Haddad');
    expect(bareName('Omar Haddad (Dr.)')).toBe('Omar Haddad');
  });

  it('keeps what is not a credential', () => {
    expect(bareName('Haddad, Omar')).toBe('Haddad, Omar');
    expect(bareName('Omar Haddad (he/him)')).toBe('Omar Haddad (he/him)');
  });

  it('drops a document title on the same line before the name', () => {
    expect(bareName('Curriculum Vitae    Lena Fischer')).toBe('Lena Fischer');
    expect(bareName('Resume: Lena Fischer')).toBe('Lena Fischer');
  });

  it('tells credentials from names', () => {
    expect(['PhD', 'BCPS', 'RN', 'MSc', 'Ph.D.'].every(isCredential)).toBe(true);
    expect(['Omar', 'Li', 'de'].some(isCredential)).toBe(false);
  });
});
