import { describe, expect, it } from 'vitest';
import { isTownAndRegion } from './contact-place';
import { isLegalForm } from './entry-fields';
import { parseResume } from './parse-resume';

/**
 * Entry lines as HackMyResume-style printers set them, "Title, Employer" over the dates and
 * "Degree, School" over them, with the section headings in lower case; each rule is a shape
 * people write too (found on the corpus's fresh-basis family, docs/architecture.md).
 */

const resume = (...lines: string[]) => parseResume(['Jane Doe', 'jane.doe@example.com', ...lines].join('\n'));
const roles = (r: ReturnType<typeof parseResume>) =>
  r.experience.map((e) => [e.title, e.company, e.location, e.startDate]);

describe('"Title, Employer" with a dash after the employer', () => {
  it('keeps a dashed name that is no place as the employer’s own', () => {
    const r = resume(
      'employment',
      'Staff Nurse, NHS – Critical Care Unit',
      '2020-05 — 2025-01',
      '• Ran the night shift.',
    );
    expect(roles(r)).toEqual([['Staff Nurse', 'NHS – Critical Care Unit', null, '2020-05']]);
  });

  it('parts a place after the dash, the employer written as a brand or with a lower-case legal form', () => {
    const r = resume(
      'employment',
      'Software Engineer, Google – Zurich',
      '2018-01 — 2020-01',
      '• Wrote code.',
      'Culinary Director, bol.com – Leeds, West Yorkshire',
      '2016-01 — 2018-01',
      '• Ran the kitchen.',
      'Senior Electrician, Elektro-Instal Wiśniewski sp.j. – Białystok',
      '2014-01 — 2016-01',
      '• Wired houses.',
    );
    expect(roles(r)).toEqual([
      ['Software Engineer', 'Google', 'Zurich', '2018-01'],
      ['Culinary Director', 'bol.com', 'Leeds, West Yorkshire', '2016-01'],
      ['Senior Electrician', 'Elektro-Instal Wiśniewski sp.j.', 'Białystok', '2014-01'],
    ]);
  });
});

describe('German legal forms', () => {
  it('close an employer’s name, so its full stop ends no sentence', () => {
    for (const form of ['e.K.', 'e.V.', 'OHG', 'GbR', 'UG', 'KGaA'])
      expect(isLegalForm(form), form).toBe(true);
    // "e.g." is no legal form, so "eG" is not one either.
    expect(isLegalForm('e.g.')).toBe(false);
    const r = resume(
      'employment',
      'Warehouse Team Leader, Apotheke am Marktplatz e.K.',
      '2006-08 — 2009-05',
      '• Led the shift.',
    );
    expect(roles(r)).toEqual([['Warehouse Team Leader', 'Apotheke am Marktplatz e.K.', null, '2006-08']]);
  });
});

describe('a heading in lower case after a bullet', () => {
  it('opens its section when the bullet closes its sentence, and is the bullet’s last word when not', () => {
    const r = resume(
      'employment',
      'Graphic Designer, Wesfarmers',
      '2017-05 — 2019-10',
      '• Mentored 82 junior designers and set up weekly design critiques.',
      'education',
      'Bachelor of Arts in Graphic Design, Deakin University',
      '2009-11 — 2011-12',
    );
    expect(r.education.map((e) => [e.school, e.degree])).toEqual([
      ['Deakin University', 'Bachelor of Arts in Graphic Design'],
    ]);
    expect(r.experience).toHaveLength(1);
    const wrapped = resume(
      'Experience',
      'Analyst, Acme Ltd',
      '2017-05 — 2019-10',
      '• Shipped three internal',
      'projects',
      'Education',
      'BSc Economics, Deakin University',
    );
    expect(wrapped.projects).toEqual([]);
    expect(wrapped.experience[0]!.bullets.join(' ')).toContain('projects');
  });
});

describe('"Degree, ACRONYM - School name"', () => {
  it('keeps the acronym and the name as one school after a degree that names its field', () => {
    const r = resume(
      'education',
      'Master of Science in Management, ISCTE - Instituto Universitário de Lisboa',
      '2012-11 — 2016-11',
    );
    expect(r.education.map((e) => [e.school, e.degree])).toEqual([
      ['ISCTE - Instituto Universitário de Lisboa', 'Master of Science in Management'],
    ]);
  });
});

describe('a summary wrapped after its line’s last word', () => {
  it('is no place, though its tail reads "Word, words and words."', () => {
    expect(isTownAndRegion('Training, safety and documentation.')).toBe(false);
    expect(isTownAndRegion('Wrocław, dolnośląskie')).toBe(true);
    const r = resume(
      '034.157.6155',
      'Hard-working Customer Success Manager with 9 years of experience and solid practical skills in Product',
      'Training, safety and documentation.',
      'skills',
      'Jira',
    );
    expect(r.contact.location).toBeNull();
  });
});

describe('a role’s range set beside its first bullet', () => {
  it('dates the role above it, and the rest of the line is the bullet', () => {
    const r = resume(
      'Employment',
      'Duty Manager, DB Schenker',
      'Championed Health & Safety Compliance in daily briefings with    2021-07—2026-06',
      'department heads.',
      '• Coached supervisors on Staff Scheduling.',
      'Assistant Hotel Manager, Accor',
      'Achieved brand audit scores of 97% across consecutive inspections.    2017-04—2021-03',
    );
    expect(roles(r)).toEqual([
      ['Duty Manager', 'DB Schenker', null, '2021-07'],
      ['Assistant Hotel Manager', 'Accor', null, '2017-04'],
    ]);
    expect(r.experience[0]!.bullets[0]).toBe(
      'Championed Health & Safety Compliance in daily briefings with department heads.',
    );
  });
});

describe('an e-mail address in a cell of its own at the end of a role’s line', () => {
  it('is the person’s when the header has none, and the line keeps its text', () => {
    const r = parseResume(
      [
        'Jessica O’Connor',
        '0485 009 957',
        'Experience',
        'Software Engineer, Atlassian',
        '2019-01—2023-06',
        '• Built an internal feature-flag platform every squad relies on.    jessica.oconnor@outlook.com',
      ].join('\n'),
    );
    expect(r.contact.email).toBe('jessica.oconnor@outlook.com');
    expect(r.experience[0]!.bullets).toEqual([
      'Built an internal feature-flag platform every squad relies on.',
    ]);
  });
});

describe('a phone number in a cell of its own at the end of a role’s line', () => {
  const lines = (header: string[]) =>
    [
      'Jessica O’Connor',
      ...header,
      'Experience',
      'Software Engineer, Atlassian',
      '2019-01—2023-06',
      '• Built an internal feature-flag platform every squad relies on.    +61 485 009 957',
    ].join('\n');

  it('is the person’s when the header has none, and the line keeps its text', () => {
    const r = parseResume(lines(['jessica.oconnor@outlook.com']));
    expect(r.contact.phone).toBe('+61 485 009 957');
    expect(r.experience[0]!.bullets).toEqual([
      'Built an internal feature-flag platform every squad relies on.',
    ]);
  });

  it('is left where it stands when the header has a phone of its own', () => {
    const r = parseResume(lines(['0485 009 957']));
    expect(r.contact.phone).toBe('0485 009 957');
    expect(r.experience[0]!.bullets[0]).toContain('+61 485 009 957');
  });
});
