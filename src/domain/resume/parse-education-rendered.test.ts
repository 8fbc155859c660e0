import { describe, expect, it } from 'vitest';
import { parseEducation } from './parse-education';

/**
 * Education entries in the layout the product renders ("Degree — School" over "Place | Dates",
 * render-html.ts) and in the shapes people give a list of qualifications: read back whole, so the
 * structural round trip of a tailored resume (issue 39, fidelity/structure.ts) finds each school as
 * the base resume has it.
 */

const lines = (texts: string[]) => texts.map((text) => ({ text, bullet: text.startsWith('• ') }));
const entries = (...texts: string[]) =>
  parseEducation(lines(texts)).map((e) => [e.degree, e.school, e.location, e.startDate, e.endDate]);

describe('an entry in the rendered layout', () => {
  it('takes a town whose name holds a school word as the place under the school', () => {
    expect(
      entries(
        'Ph.D. in Electrical Engineering — University of Michigan',
        'Ann Arbor, MI | Aug 2010 – May 2015',
        'B.S. in Computer Engineering — University of Maryland',
        'College Park, MD | Aug 2006 – May 2010',
      ),
    ).toEqual([
      ['Ph.D. in Electrical Engineering', 'University of Michigan', 'Ann Arbor, MI', 'Aug 2010', 'May 2015'],
      ['B.S. in Computer Engineering', 'University of Maryland', 'College Park, MD', 'Aug 2006', 'May 2010'],
    ]);
  });

  it('keeps a lab named before its university in the school after the degree', () => {
    expect(
      entries('M.Sc. in Landscape Ecology — Gonzalez Lab, McGill University', 'Montreal, QC | 2018 – 2020'),
    ).toEqual([
      ['M.Sc. in Landscape Ecology', 'Gonzalez Lab, McGill University', 'Montreal, QC', '2018', '2020'],
    ]);
  });

  it('reads a country alone under a degree with no school as its place', () => {
    expect(entries('French Baccalaureate Diploma', 'France', '• Grade: 17.5/20')).toEqual([
      ['French Baccalaureate Diploma', null, 'France', null, null],
    ]);
  });

  it('reads a course named in capitals beside its school as the degree, and the entries after it alike', () => {
    expect(
      entries(
        'PUBLIZISTIK- UND KOMMUNIKATIONSWISSENSCHAFT — Universität Wien',
        'Wien | Oktober 2004 – August 2013',
        'FERNSTUDIUM JOURNALISMUS — Freie Journalistenschule',
        'Berlin / Fernlehrgang | September 2013 – Januar 2019',
      ),
    ).toEqual([
      [
        'PUBLIZISTIK- UND KOMMUNIKATIONSWISSENSCHAFT',
        'Universität Wien',
        'Wien',
        'Oktober 2004',
        'August 2013',
      ],
      [
        'FERNSTUDIUM JOURNALISMUS',
        'Freie Journalistenschule',
        'Berlin / Fernlehrgang',
        'September 2013',
        'Januar 2019',
      ],
    ]);
  });

  it('opens an entry for two names of no known kind over a line of dates, in the section’s order', () => {
    expect(
      entries(
        'Bachelor, Software Engineering — RMIT University',
        'Melbourne, Australia | 2003 – 2005',
        'Specialization: Machine Learning — Coursera',
        '2017',
        'GitLab Certified — GitLab',
        '2022',
      ),
    ).toEqual([
      ['Bachelor, Software Engineering', 'RMIT University', 'Melbourne, Australia', '2003', '2005'],
      ['Specialization: Machine Learning', 'Coursera', null, null, '2017'],
      ['GitLab Certified', 'GitLab', null, null, '2022'],
    ]);
  });
});

describe('entries that repeat the first entry’s shape', () => {
  it('reads a qualification over its issuer and date as the next entry where entries open with the degree', () => {
    expect(
      entries(
        'Bachelor, Software Engineering    Melbourne, Australia',
        'RMIT University    2003 - 2005',
        'Specialization: Machine Learning',
        'COURSERA    2017',
        'Microsoft Certified: Azure Fundamentals',
        'MICROSOFT    2020',
      ),
    ).toEqual([
      ['Bachelor, Software Engineering', 'RMIT University', 'Melbourne, Australia', '2003', '2005'],
      ['Specialization: Machine Learning', 'COURSERA', null, null, '2017'],
      ['Microsoft Certified: Azure Fundamentals', 'MICROSOFT', null, null, '2020'],
    ]);
  });

  it('reads a name over a line of dates, after a school over its dates, as the next school', () => {
    expect(
      entries(
        'Universidade Federal de Minas Gerais',
        '2005-07 – 2007-10',
        'Senac São Paulo',
        '2003-06 – 2004-06',
      ),
    ).toEqual([
      [null, 'Universidade Federal de Minas Gerais', null, '2005-07', '2007-10'],
      [null, 'Senac São Paulo', null, '2003-06', '2004-06'],
    ]);
  });

  it('reads no field into a joining word an empty template field left alone', () => {
    expect(
      entries(
        'Master of Professional Accounting in',
        'at  Kabete National Polytechnic',
        'Jan 2012   - Mar 2016',
      ),
    ).toEqual([
      ['Master of Professional Accounting', 'Kabete National Polytechnic', null, 'Jan 2012', 'Mar 2016'],
    ]);
  });
});
