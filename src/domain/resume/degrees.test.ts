import { describe, expect, it } from 'vitest';
import { looksLikeDegree, looksLikeSchool } from './degrees';

describe('looksLikeSchool', () => {
  it('reads "Uni" as written before a name as a university, not "UNI EN ISO" or "uni" in a sentence', () => {
    expect(looksLikeSchool('Uni. Bamberg')).toBe(true);
    expect(looksLikeSchool('Uni Köln')).toBe(true);
    expect(looksLikeSchool('UNI EN ISO 9001 Lead Auditor')).toBe(false);
    expect(looksLikeSchool('met uni students')).toBe(false);
  });

  it('knows a Collegium and a Dutch ROC', () => {
    expect(looksLikeSchool('Collegium Da Vinci')).toBe(true);
    expect(looksLikeSchool('ROC van Amsterdam')).toBe(true);
  });

  it('knows the school words of the Nordic languages, Polish, Italian, French, Dutch (compounds too) and Filipino', () => {
    const schools = [
      'Örebro universitet',
      'Karolinska Institutet',
      'Rijksuniversiteit Utrecht',
      'Kunsthogeschool Amsterdam',
      'Avans Hogescholen',
      'Koninklijke Academie voor Schone Kunsten',
      'Pamantasan ng Cabuyao',
      'Kolehiyo ng Lungsod ng Lipa',
      'Kungliga Tekniska högskolan',
      'Høgskolen i Oslo',
      'Akademia Sztuk Pięknych w Warszawie',
      'Accademia di Belle Arti di Brera',
      'Conservatoire National des Arts et Métiers',
    ];
    expect(schools.filter((s) => !looksLikeSchool(s))).toEqual([]);
    expect(looksLikeSchool('Karolinska Universitetssjukhuset')).toBe(false);
    expect(looksLikeSchool('Universiteitsziekenhuis Gent')).toBe(false);
  });

  it('knows a Brazilian Centro Universitário, not a university hospital', () => {
    expect(looksLikeSchool('Centro Universitário FEI')).toBe(true);
    expect(looksLikeSchool('Hospital Universitario de Getafe')).toBe(false);
  });
});

describe('looksLikeDegree', () => {
  it('reads an abbreviation in a line set all in capitals whatever its case, and only there', () => {
    expect(looksLikeDegree('B.PHARM IN PHARMACEUTICAL SCIENCES')).toBe(true);
    expect(looksLikeDegree('M.SC. DATA SCIENCE')).toBe(true);
    expect(looksLikeDegree('b.pharm notes')).toBe(false);
  });

  it('knows qualifications by level and school-leaving ones, with their capitals', () => {
    for (const q of [
      'Certificate III in Electrotechnology',
      'Higher School Certificate (HSC)',
      'A Levels',
      'GCSEs',
      'NVQ Level 2 in Logistics Operations',
      'BTEC National Diploma',
      'HND Business',
    ])
      expect(looksLikeDegree(q), q).toBe(true);
    expect(looksLikeDegree('as levels rise')).toBe(false);
  });

  it('knows a named course that qualifies, not coursework or a course taken in passing', () => {
    for (const q of [
      'Legal Practice Course',
      'Bar Professional Training Course',
      'Foundation Course in Art and Design',
      // Its field of study, after a separator, left empty.
      'Legal Practice Course -',
    ])
      expect(looksLikeDegree(q), q).toBe(true);
    for (const q of [
      'Relevant Coursework',
      'Took a course in Python',
      'Relevant Course: Algorithms',
      'Relevant Course - Algorithms',
    ])
      expect(looksLikeDegree(q), q).toBe(false);
  });
});
