import { describe, expect, it } from 'vitest';
import { dateKey } from './dates';
import {
  frenchResume as french,
  germanResume as german,
  portugueseResume as portuguese,
  spanishResume as spanish,
} from './fixtures/international';
import { parseResume } from './parse-resume';
import type { ParsedResume } from './types';

/** Spanish, German, French and Portuguese resumes: headings, month names, "present" words. */

/** company, title, start, end, bullet count */
const roles = (r: ParsedResume) =>
  r.experience.map((e) => [e.company, e.title, e.startDate, e.endDate, e.bullets.length]);
const schools = (r: ParsedResume) => r.education.map((e) => [e.school, e.degree, e.startDate, e.endDate]);

describe('parseResume on non-English resumes', () => {
  it('Spanish: "Título en Empresa S.A.", "ene. 2020 – actualidad", "marzo de 2017"', () => {
    const r = parseResume(spanish);
    expect(r.contact).toEqual({
      name: 'Lucía Fernández Ruiz',
      email: 'lucia.fernandez@example.es',
      phone: '+34 612 34 56 78',
      location: 'Madrid, España',
      links: ['linkedin.com/in/luciafernandez'],
    });
    expect(r.headline).toBe('Ingeniera de Software');
    expect(r.summary).toMatch(/^Ingeniera de software con seis años/);
    expect(roles(r)).toEqual([
      ['Telefónica S.A.', 'Ingeniera de Software Senior', 'ene. 2020', 'actualidad', 2],
      ['BBVA', 'Desarrolladora Backend', 'marzo de 2017', 'diciembre de 2019', 2],
    ]);
    expect(r.experience[1]!.location).toBe('Madrid, España');
    expect(schools(r)).toEqual([
      ['Universidad Politécnica de Madrid', 'Grado en Ingeniería Informática', '2012', '2016'],
    ]);
    expect(r.skills).toEqual(['Java', 'Spring Boot', 'Python', 'Kubernetes', 'PostgreSQL', 'Redis']);
    expect(r.certifications).toEqual(['AWS Certified Developer – Associate (2021)']);
    expect(r.other).toEqual([{ heading: 'Idiomas', lines: ['Español (nativo), Inglés (C1), Francés (B1)'] }]);
    expect([dateKey('ene. 2020'), dateKey('marzo de 2017'), dateKey('actualidad')]).toEqual([
      '2020-01',
      '2017-03',
      'present',
    ]);
  });

  it('German: "Persönliche Daten" block, "bei", "04/2019 – heute", "10.2016 – 03.2019"', () => {
    const r = parseResume(german);
    expect(r.contact).toEqual({
      name: 'Max Müller',
      email: 'max.mueller@example.de',
      // Not the birth date "12.03.1990" that comes first.
      phone: '+49 30 12345678',
      // The street address as written.
      location: 'Musterstraße 12, 10115 Berlin',
      links: [],
    });
    expect(r.headline).toBe('Softwareentwickler');
    expect(roles(r)).toEqual([
      ['SAP SE', 'Senior Softwareentwickler', '04/2019', 'heute', 2],
      ['Siemens AG', 'Werkstudent Softwareentwicklung', '10.2016', '03.2019', 1],
    ]);
    expect(r.experience[0]!.location).toBe('Walldorf, Deutschland');
    expect(schools(r)).toEqual([
      ['Technische Universität München', 'M.Sc. Informatik', '10/2014', '09/2016'],
      ['Universität Stuttgart', 'B.Sc. Informatik', '2011', '2014'],
    ]);
    expect(r.skills).toEqual(['Java', 'Kotlin', 'Spring', 'Angular', 'TypeScript', 'Docker']);
    expect(r.certifications).toEqual(['Oracle Certified Professional Java SE 11 (2020)']);
    // The birth date is no field of ours: kept verbatim, not lost (the street is the location).
    expect(r.other).toEqual([
      { heading: 'Sprachen', lines: ['Deutsch (Muttersprache), Englisch (verhandlungssicher)'] },
      { heading: 'Other details', lines: ['Geburtsdatum: 12.03.1990'] },
    ]);
    expect(dateKey('10.2016')).toBe('2016-10');
  });

  it('French: "chez", "janv. 2021 à aujourd\'hui", "sept. 2018 – déc. 2020", Master/Licence', () => {
    const r = parseResume(french);
    expect(r.contact).toMatchObject({
      name: 'Camille Dubois',
      email: 'camille.dubois@example.fr',
      phone: '+33 1 23 45 67 89',
      location: 'Lyon, France',
    });
    expect(r.headline).toBe('Développeuse Full-Stack');
    expect(r.summary).toMatch(/^Développeuse full-stack passionnée/);
    expect(roles(r)).toEqual([
      ['Criteo', 'Développeuse Full-Stack', 'janv. 2021', "aujourd'hui", 2],
      ['Dassault Systèmes', 'Ingénieure Logiciel', 'sept. 2018', 'déc. 2020', 1],
    ]);
    expect(r.experience[1]!.location).toBe('Paris, France');
    expect(schools(r)).toEqual([
      ['Université Claude Bernard Lyon 1', 'Master Informatique', '2016', '2018'],
      ['Université de Bordeaux', 'Licence Informatique', '2013', '2016'],
    ]);
    expect(r.skills).toEqual(['React', 'Node.js', 'TypeScript', 'C++', 'Playwright', 'SQL']);
    expect(r.projects.map((p) => p.name)).toEqual(["Outil open source de suivi d'accessibilité"]);
    expect(r.other).toEqual([
      { heading: 'Langues', lines: ['Français (langue maternelle), Anglais (courant)'] },
    ]);
    expect([dateKey('déc. 2020'), dateKey('juil. 2016'), dateKey('juin 2016')]).toEqual([
      '2020-12',
      '2016-07',
      '2016-06',
    ]);
  });

  it('Portuguese: "na Nubank", "jan/2020 até o momento", "set/2016 a dez/2019", CEP-free phone', () => {
    const r = parseResume(portuguese);
    expect(r.contact).toMatchObject({
      name: 'João Pereira da Silva',
      email: 'joao.silva@example.com.br',
      phone: '+55 11 91234-5678',
      location: 'São Paulo, SP',
    });
    expect(r.headline).toBe('Analista de Dados');
    expect(roles(r)).toEqual([
      ['Nubank', 'Analista de Dados Sênior', 'jan/2020', 'o momento', 2],
      ['Magazine Luiza', 'Analista de BI', 'set/2016', 'dez/2019', 1],
    ]);
    expect(schools(r)).toEqual([['Universidade de São Paulo', 'Bacharelado em Estatística', '2012', '2015']]);
    expect(r.skills).toEqual(['SQL', 'Python', 'Power BI', 'dbt', 'BigQuery']);
    expect(r.certifications).toEqual(['Google Data Analytics (2021)']);
    expect(r.other.map((o) => o.heading)).toEqual(['Idiomas']);
    expect([dateKey('set/2016'), dateKey('dez/2019'), dateKey('o momento')]).toEqual([
      '2016-09',
      '2019-12',
      'present',
    ]);
  });

  it('French template: a place whose region is empty, durations under the dates, "{degree} en" with no field', () => {
    const r = parseResume(
      [
        'Sophie KÖHLER',
        'Karlsruhe, (DE)',
        '+49 (0)30 75770801 sophie.kohler@web.de',
        'EXPERIENCES PROFESSIONNELLES',
        "Chief People Officer    Juin 2024 - Aujourd'hui",
        '2 ans    6 mois',
        'Müller & Partner mbB    Leipzig, Sachsen',
        '• Reduced sickness absence by 27% through return-to-work interviews.',
        'HR Manager    Janv. 2023 - Févr. 2024',
        '1 an',
        'Siemens AG    Düsseldorf',
        'FORMATION',
        'Master of Arts in Communication Design en    Mai 2022 - Mai 2023    1 an',
        'Universidad de Málaga',
        'Diploma in Graphic Design en    Oct. 2018 - Nov. 2021    3 ans 1 mois',
        'Universidad del País Vasco',
        'Bachelor of Arts in Psychology    Juin 2013 - Juin 2015',
        '2 ans',
        'Hochschule München',
      ].join('\n'),
    );
    expect(r.contact.location).toBe('Karlsruhe (DE)');
    // The length "2 ans 6 mois" is no field: it stays with its role.
    expect(roles(r)).toEqual([
      ['Müller & Partner mbB', 'Chief People Officer', 'Juin 2024', "Aujourd'hui", 2],
      ['Siemens AG', 'HR Manager', 'Janv. 2023', 'Févr. 2024', 0],
    ]);
    expect(r.experience[0]!.bullets[1]).toBe('2 ans    6 mois');
    expect(schools(r)).toEqual([
      ['Universidad de Málaga', 'Master of Arts in Communication Design', 'Mai 2022', 'Mai 2023'],
      ['Universidad del País Vasco', 'Diploma in Graphic Design', 'Oct. 2018', 'Nov. 2021'],
      ['Hochschule München', 'Bachelor of Arts in Psychology', 'Juin 2013', 'Juin 2015'],
    ]);
  });

  it('French template: a duration set in a cell beside the employer or the school is no field', () => {
    const r = parseResume(
      [
        'Sophie KÖHLER',
        'sophie.kohler@web.de',
        'EXPERIENCES PROFESSIONNELLES',
        "Juil. 2023 - Aujourd'hui    Pastry Chef",
        '3 ans 5 mois    Bombardier Inc.    Halifax, Nova Scotia',
        '• Catered banquets and weddings for up to 90 guests.',
        'Oct. 2021 - Mai 2023    Line Cook',
        '1 an 7 mois    Tim Hortons    Mississauga, Ontario',
        '• Wrote standard recipes and costing sheets for every dish.',
        'FORMATION',
        'Nov. 2014 - Janv. 2018    Level 3 Diploma in Professional Cookery',
        '3 ans 2 mois    en',
        'Toronto Metropolitan University',
      ].join('\n'),
    );
    expect(roles(r).map((x) => x.slice(0, 2))).toEqual([
      ['Bombardier Inc.', 'Pastry Chef'],
      ['Tim Hortons', 'Line Cook'],
    ]);
    expect(schools(r).map((x) => x.slice(0, 2))).toEqual([
      ['Toronto Metropolitan University', 'Level 3 Diploma in Professional Cookery'],
    ]);
  });

  it('matches headings whatever their case and accents', () => {
    const text = (h: string) => `Ana Ruiz\n${h}\nAnalista de Datos en Acme S.L.  2019 – 2021`;
    for (const h of [
      'EXPERIENCIA PROFESIONAL',
      'Experiencia Laboral',
      'BERUFSERFAHRUNG',
      'EXPÉRIENCES',
      'Experiencia profissional',
      'experiência profissional',
    ]) {
      expect(parseResume(text(h)).experience[0]).toMatchObject({ company: 'Acme S.L.', startDate: '2019' });
    }
    const edu = (h: string) => `Ana Ruiz\n${h}\nLicenciatura en Economía, Universidad de Sevilla, 2014`;
    for (const h of [
      'EDUCACIÓN',
      'Educacion',
      'Formación Académica',
      'Bildungsweg',
      'ÉDUCATION',
      'Formação Acadêmica',
    ]) {
      expect(parseResume(edu(h)).education[0]).toMatchObject({
        school: 'Universidad de Sevilla',
        endDate: '2014',
      });
    }
    const skills = (h: string) => `Ana Ruiz\n${h}\nExcel, SQL`;
    for (const h of [
      'Aptitudes',
      'Competencias',
      'Fähigkeiten',
      'KENNTNISSE',
      'Compétences',
      'Competências',
    ]) {
      expect(parseResume(skills(h)).skills).toEqual(['Excel', 'SQL']);
    }
  });
});
