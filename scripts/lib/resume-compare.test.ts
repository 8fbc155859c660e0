/** The corpus comparer must reward right values despite spelling noise and punish wrong ones. */
import { describe, expect, it } from 'vitest';
import type { ExpectedResume } from '../resume-corpus/types';
import type { ParsedResume } from '@/domain/resume/types';
import { compareResume, sameDate } from './resume-compare';

const expected: ExpectedResume = {
  name: 'Lukas Becker',
  email: 'lukas.becker@example.de',
  phone: '+49 151 23456789',
  location: 'München',
  roles: [
    { company: 'BMW Group', title: 'Entwicklungsingenieur', startDate: '03/2019', endDate: 'heute' },
    { company: 'Siemens AG', title: 'Werkstudent', startDate: 'Oct 2013', endDate: 'Aug 2015' },
  ],
  schools: [{ school: 'Technische Universität München', degree: 'Master of Science' }],
  skills: ['CATIA V5', 'FEM', 'MATLAB'],
};

const role = (company: string, title: string, startDate: string, endDate: string) => ({
  company, title, startDate, endDate, location: null, bullets: [],
}); // prettier-ignore

function parsed(over: Partial<ParsedResume> = {}): ParsedResume {
  return {
    contact: { name: 'LUKAS BECKER', email: 'Lukas.Becker@example.de', phone: '+49 (151) 234-56789', location: 'Munchen', links: [] },
    summary: null,
    // Listed in the other order, with other spellings of the same dates.
    experience: [
      role('Siemens AG.', 'Werkstudent', 'October 2013', '08/2015'),
      role('BMW  Group', 'Entwicklungsingenieur', 'März 2019', 'Present'),
    ],
    education: [{ school: 'Technische Universitat Munchen', degree: 'Master of Science', startDate: null, endDate: null, details: [] }],
    skills: ['catia v5', 'FEM', 'Matlab', 'Python'],
    projects: [],
    certifications: [],
    other: [],
    ...over,
  }; // prettier-ignore
}

describe('compareResume', () => {
  it('counts every field right when only case, spacing, punctuation, accents and order differ', () => {
    const score = compareResume(expected, parsed());
    expect(score.misses).toEqual([]);
    expect(score).toMatchObject({ right: 17, total: 17 });
  });

  it('misses wrong contact values, a wrong title, a wrong date and a missing skill', () => {
    const score = compareResume(
      expected,
      parsed({
        contact: { name: 'Becker Lukas', email: 'lukas@example.de', phone: '+49 151 2345678', location: null, links: [] },
        experience: [role('BMW Group', 'Konstrukteur', '03/2018', 'heute'), role('Siemens AG', 'Werkstudent', 'Oct 2013', 'Aug 2015')],
        skills: ['CATIA', 'FEM'],
      }), // prettier-ignore
    );
    expect(score.right).toBe(9);
    expect(score.total).toBe(17);
    expect(score.misses).toEqual([
      'name got "Becker Lukas"',
      'email got "lukas@example.de"',
      'phone got "+49 151 2345678"',
      'location',
      'role BMW Group: title got "Konstrukteur"',
      'role BMW Group: start got "03/2018"',
      'skill CATIA V5',
      'skill MATLAB',
    ]);
  });

  it('does not pair a role that shares neither company nor title, never reuses one, and counts it as invented', () => {
    const score = compareResume(
      expected,
      parsed({ experience: [role('BMW Group', 'Entwicklungsingenieur', '03/2019', 'heute'), role('Bosch', 'Engineer', 'Oct 2013', 'Aug 2015')] }),
    ); // prettier-ignore
    expect(score.misses).toEqual([
      'role Siemens AG: company (no role)',
      'role Siemens AG: title (no role)',
      'role Siemens AG: start (no role)',
      'role Siemens AG: end (no role)',
      'extra role: company got "Bosch"',
      'extra role: title got "Engineer"',
    ]);
  });

  it("counts a role read from a bullet's fragment as two fields wrong", () => {
    const right = parsed({ experience: [role('BMW Group', 'Entwicklungsingenieur', '03/2019', 'heute'), role('Siemens AG', 'Werkstudent', '10/2015', '02/2019')] }); // prettier-ignore
    const base = compareResume(expected, right);
    const withFragment = compareResume(expected, {
      ...right,
      experience: [...right.experience, role('reduction', 'and ∼200K ton CO2', '', '')],
    });
    expect(withFragment.total).toBe(base.total + 2);
    expect(withFragment.right).toBe(base.right);
  });

  it('takes an expected "" as a school the document does not name: right only when none is read', () => {
    const diploma = { ...expected, schools: [{ school: '', degree: 'French Baccalaureate Diploma' }] };
    const entry = (school: string | null) => ({
      school, degree: 'French Baccalaureate Diploma', startDate: null, endDate: null, details: [],
    }); // prettier-ignore
    expect(compareResume(diploma, parsed({ education: [entry(null)] })).misses).toEqual([]);
    expect(compareResume(diploma, parsed({ education: [entry('France')] })).misses).toEqual([
      'school : school got "France"',
    ]);
    // Two entries that both name no school are not paired by that alone.
    const other = { ...entry(null), degree: 'Master of Science' };
    expect(compareResume(diploma, parsed({ education: [other] })).misses).toEqual([
      'school : school (no entry)',
      'school : degree (no entry)',
      'extra school: school',
      'extra school: degree got "Master of Science"',
    ]);
  });

  it('takes an expected "" as dates the page does not show: right only when none are read', () => {
    const clipped = {
      ...expected,
      roles: [{ company: 'BMW Group', title: 'Entwicklungsingenieur', startDate: '', endDate: '' }],
    };
    const bmw = (start: string | null) => ({
      ...role('BMW Group', 'Entwicklungsingenieur', '', ''),
      startDate: start,
      endDate: null,
    });
    expect(compareResume(clipped, parsed({ experience: [bmw(null)] })).misses).toEqual([]);
    expect(compareResume(clipped, parsed({ experience: [bmw('2019')] })).misses).toEqual([
      'role BMW Group: start got "2019"',
    ]);
  });

  it('scores an empty parse at zero', () => {
    const empty = parsed({
      contact: { name: null, email: null, phone: null, location: null, links: [] },
      experience: [],
      education: [],
      skills: [],
    });
    expect(compareResume(expected, empty).right).toBe(0);
  });
});

describe('sameDate', () => {
  it.each([
    ['Jan 2019', 'January 2019'],
    ['03/2019', 'Mar 2019'],
    ['marzo 2018', '03/2018'],
    ['août 2016', 'Aug 2016'],
    ['fev/2020', '02/2020'],
    ['heute', 'Present'],
    ['Till Date', 'present'],
    ["aujourd'hui", 'Current'],
    ['2019', '2019'],
  ])('%s = %s', (e, a) => expect(sameDate(e, a)).toBe(true));

  it.each([
    ['Jan 2019', 'Feb 2019'],
    ['2019', '2020'],
    ['03/2019', '2019'],
    ['heute', '2024'],
    ['Present', null],
  ])('%s ≠ %s', (e, a) => expect(sameDate(e, a)).toBe(false));
});
