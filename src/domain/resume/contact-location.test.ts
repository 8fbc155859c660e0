import { describe, expect, it } from 'vitest';
import { looksLikeLocation } from './entry-fields';
import { parseResume } from './parse-resume';

describe('locations written with a postcode or a regional division', () => {
  it.each([
    'Wollongong NSW 2500',
    'Chorlton, Manchester M21',
    'Leeds LS1 4AP',
    'Gdańsk, woj. pomorskie',
    'Kraków, Woj. Małopolskie, Polska',
    'Ennis, Co. Clare',
  ])('%s is a place', (text) => {
    expect(looksLikeLocation(text)).toBe(true);
  });

  it('does not take an employer with a code for a place', () => {
    expect(looksLikeLocation('Acme Holdings Ltd B2')).toBe(false);
  });
});

describe('the location among the header details', () => {
  it('reads a district and its town beside a phone and an e-mail', () => {
    const r = parseResume('Ciara Walsh\nSalthill, Galway · +353 87 555 0101 · ciara@example.ie\n');
    expect(r.contact.location).toBe('Salthill, Galway');
  });

  it('reads Dutch, Polish and Italian address labels', () => {
    expect(parseResume('Jan Kowalski\nAdres: Gdańsk, woj. pomorskie\n').contact.location).toBe(
      'Gdańsk, woj. pomorskie',
    );
    expect(parseResume('Pieter de Vries\nTelefoon: 06 12 34 56 78\n').contact.phone).toBe('06 12 34 56 78');
  });
});
