import { describe, expect, it } from 'vitest';
import { dateKey, findDates } from './dates';
import { detectHeading } from './headings';

describe('dates in Spanish, German, French and Portuguese', () => {
  it.each([
    [
      'Ingeniera en Telefónica  ene. 2019 – actualidad',
      'ene. 2019',
      'actualidad',
      'Ingeniera en Telefónica',
      '2019-01',
    ],
    ['von 03.2019 bis heute', '03.2019', 'heute', '', '2019-03'],
    ['Siemens AG  seit 2018 - aktuell', '2018', 'aktuell', 'Siemens AG', '2018'],
    ["janv. 2019 à aujourd'hui", 'janv. 2019', "aujourd'hui", '', '2019-01'],
    ['févr. 2015 – juil. 2017', 'févr. 2015', 'juil. 2017', '', '2015-02'],
    ['jan/2019 até o momento', 'jan/2019', 'o momento', '', '2019-01'],
    ['Mayo de 2017 a la fecha', 'Mayo de 2017', 'la fecha', '', '2017-05'],
    ['Desde 2019 hasta la fecha', '2019', 'la fecha', '', '2019'],
    ['März 2018 – Dez. 2020', 'März 2018', 'Dez. 2020', '', '2018-03'],
    ['outubro de 2014 a março de 2016', 'outubro de 2014', 'março de 2016', '', '2014-10'],
    ['Jan 2019 to Till Date', 'Jan 2019', 'Till Date', '', '2019-01'],
    ['2019 -- 2021', '2019', '2021', '', '2019'],
    ['15.03.2019 – 30.06.2021', '15.03.2019', '30.06.2021', '', '2019-03'],
  ])('finds the dates in %s', (line, start, end, rest, key) => {
    expect(findDates(line)).toEqual({ start, end, rest });
    expect(dateKey(start)).toBe(key);
    expect(dateKey(end)).not.toBeNull();
  });

  it('reads each month name as its month', () => {
    const months = (names: string) => names.split(' ').map((m) => dateKey(`${m} 2020`)?.slice(5));
    const all = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
    expect(
      months('enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'),
    ).toEqual(all);
    expect(
      months('Januar Februar März April Mai Juni Juli August September Oktober November Dezember'),
    ).toEqual(all);
    expect(
      months('janvier février mars avril mai juin juillet août septembre octobre novembre décembre'),
    ).toEqual(all);
    expect(
      months('janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'),
    ).toEqual(all);
    expect(months('ene feb mar abr may jun jul ago sept oct nov dic')).toEqual(all);
  });

  it('reads "present" in every language', () => {
    for (const p of [
      'actualidad',
      'Actual',
      'presente',
      'heute',
      'bis heute',
      'aktuell',
      'jetzt',
      "aujourd'hui",
      'présent',
      'en cours',
      'atual',
      'atualmente',
      'o momento',
      'Till Date',
    ]) {
      expect(dateKey(p)).toBe('present');
    }
  });
});

describe('headings in other languages', () => {
  it.each([
    ['Experiencia laboral', 'experience'],
    ['EXPERIENCIA PROFESIONAL', 'experience'],
    ['Berufserfahrung', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Experiência Profissional', 'experience'],
    ['Formación académica', 'education'],
    ['Ausbildung', 'education'],
    ['Studium', 'education'],
    ['Formation', 'education'],
    ['Formação acadêmica', 'education'],
    ['Habilidades', 'skills'],
    ['Fähigkeiten', 'skills'],
    ['Compétences', 'skills'],
    ['Competências', 'skills'],
    ['Sobre mí', 'summary'],
    ['Über mich', 'summary'],
    ['Résumé', 'summary'],
    ['Resumo', 'summary'],
    ['Proyectos', 'projects'],
    ['Projekte', 'projects'],
    ['Certificaciones', 'certifications'],
    ['Zertifikate', 'certifications'],
    ['Certificações', 'certifications'],
    ['Datos personales', 'contact'],
    ['Persönliche Daten', 'contact'],
    ['Coordonnées', 'contact'],
    ['Dados pessoais', 'contact'],
    ['Idiomas', 'other'],
    ['SPRACHEN', 'other'],
    ['Langues', 'other'],
  ])('%s is a %s heading', (text, kind) => {
    expect(detectHeading(text)?.kind).toBe(kind);
  });

  it('keeps the English title line "Resume" from passing for the French "Résumé"', () => {
    expect(detectHeading('Resume')).toBeNull();
  });
});
