import { describe, expect, it } from 'vitest';
import { FULL_RESUME } from '../templates/full-resume-fixture';
import { FIXTURE_PAIRS } from './fixtures';
import { fromJsonResume, ISO_DATE_RE, jsonResumeSchema, toJsonResume } from './json-resume';
import { linkProfile, writtenDate } from './json-resume-map';
import { parseResume } from './parse-resume';
import type { ParsedResume } from './types';

/** Every field filled, with dates in the spellings resumes use (and one that names no date). */
const EVERY_FIELD: ParsedResume = {
  contact: {
    name: 'Jane Q. Doe',
    email: 'jane@example.com',
    phone: '+1 555 0100',
    location: 'Austin, TX',
    links: [
      'https://www.linkedin.com/in/janedoe',
      'github.com/janedoe',
      'https://gitlab.com/jdoe/tools',
      'https://www.behance.net/janedraws',
      'https://dribbble.com/jane',
      'https://twitter.com/@janeq',
      'https://x.com/janeq2',
      'https://jane.dev/portfolio',
    ],
  },
  headline: 'Senior Data Analyst',
  summary: 'Analyst with eight years of SQL & Python.',
  experience: [
    {
      company: 'Acme Corp',
      title: 'Lead Analyst',
      startDate: 'Jan 2020',
      endDate: 'Present',
      location: 'Austin, TX',
      bullets: ['Cut reporting time by 40%', 'Led a team of 5'],
    },
    {
      company: 'Globex',
      title: 'Analyst',
      startDate: 'Summer 2017',
      endDate: '03/2019',
      location: null,
      bullets: [],
      // How the job was held and the heading it is filed under travel as extensions.
      employment: 'Contract',
      group: 'Retail / Hospitality',
    },
    {
      company: null,
      title: 'Intern',
      startDate: 'Spring term',
      endDate: null,
      location: null,
      bullets: ['Filing'],
    },
  ],
  education: [
    {
      school: 'University of Texas',
      degree: 'BSc Statistics',
      startDate: '2012',
      endDate: '2016',
      details: ['GPA 3.8', 'Dean’s list'],
      location: 'Austin, TX',
    },
    {
      school: 'Online Academy',
      degree: null,
      startDate: null,
      endDate: '2018-03',
      details: [],
      location: null,
    },
    { school: 'Night School', degree: 'Certificate', startDate: null, endDate: null, details: [] },
  ],
  skills: ['SQL', 'Python', 'Tableau'],
  projects: [{ name: 'Churn model', bullets: ['Predicted churn with 85% precision'] }],
  certifications: ['AWS Certified Data Analytics (2021)'],
  other: [
    { heading: 'Languages', lines: ['English', 'Spanish (fluent)'] },
    { heading: 'Volunteering', lines: ['Food bank, 2015'] },
  ],
};

/** A hand-written JSON Resume in the shape of the jsonresume.org sample. */
const HENDRIKS = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Richard Hendriks',
    label: 'Programmer',
    image: '',
    email: 'richard.hendriks@mail.com',
    phone: '(912) 555-4321',
    url: 'http://richardhendricks.example.com',
    summary: 'Richard hails from Tulsa. He has earned degrees from the University of Oklahoma.',
    location: {
      address: '2712 Broadway St',
      postalCode: 'CA 94115',
      city: 'San Francisco',
      countryCode: 'US',
      region: 'California',
    },
    profiles: [
      { network: 'Twitter', username: 'neutralthoughts', url: '' },
      { network: 'SoundCloud', username: 'dandymusicnl', url: 'https://soundcloud.example.com/dandymusicnl' },
      { network: 'Mastodon', username: 'richard', url: 'https://social.example.org/@rh' },
    ],
  },
  work: [
    {
      name: 'Pied Piper',
      location: 'Palo Alto, CA',
      description: 'Awesome compression company',
      position: 'CEO/President',
      url: 'http://piedpiper.example.com',
      startDate: '2013-12-01',
      endDate: '2014-12-01',
      summary:
        'Pied Piper is a multi-platform technology based on a proprietary universal compression algorithm.',
      highlights: [
        'Build an algorithm for artist to detect if their music was violating copy right infringement laws',
      ],
    },
    { name: 'Hooli', position: 'Engineer', startDate: '2011-06', highlights: ['Worked on Nucleus'] },
  ],
  volunteer: [
    {
      organization: 'CoderDojo',
      position: 'Teacher',
      url: 'http://coderdojo.example.com/',
      startDate: '2012-01-01',
      endDate: '2013-01-01',
      summary: 'Global movement of free coding clubs for young people.',
      highlights: ["Awarded 'Teacher of the Month'"],
    },
  ],
  education: [
    {
      institution: 'University of Oklahoma',
      url: 'https://www.ou.example.edu/',
      area: 'Information Technology',
      studyType: 'Bachelor',
      startDate: '2011-06-01',
      endDate: '2014-01-01',
      score: '4.0',
      courses: ['DB1101 - Basic SQL', 'CS2011 - Java Introduction'],
    },
  ],
  awards: [
    {
      title: 'Digital Compression Pioneer Award',
      date: '2014-11-01',
      awarder: 'Techcrunch',
      summary: 'There is no spoon.',
    },
  ],
  certificates: [
    {
      name: 'Certified Compression Expert',
      date: '2021-11-07',
      issuer: 'Compression Board',
      url: 'https://cert.example',
    },
  ],
  publications: [
    {
      name: 'Video compression for 3d media',
      publisher: 'Hooli',
      releaseDate: '2014-10-01',
      url: 'http://en.wikipedia.example.org/wiki/Silicon_Valley_(TV_series)',
      summary: 'Innovative middle-out compression algorithm that changes the way we store data.',
    },
  ],
  skills: [
    { name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS', 'Javascript'] },
    { name: 'Compression', level: 'Master', keywords: ['Mpeg', 'MP4', 'GIF'] },
  ],
  languages: [{ language: 'English', fluency: 'Native speaker' }],
  interests: [{ name: 'Wildlife', keywords: ['Ferrets', 'Unicorns'] }],
  references: [{ name: 'Erlich Bachman', reference: 'It is my pleasure to recommend Richard.' }],
  projects: [
    {
      name: 'Miss Direction',
      description: 'A mapping engine that misguides you',
      highlights: ['Won award at AIHacks 2016', 'Built by all women team of newbie programmers'],
      startDate: '2016-08-24',
      endDate: '2016-08-24',
      url: 'missdirection.example.com',
    },
  ],
  meta: { version: 'v1.0.0', lastModified: '2017-12-24T15:53:00' },
};

const imported = (data: unknown): ParsedResume => {
  const r = fromJsonResume(data);
  if (!r.ok) throw new Error(r.message);
  return r.resume;
};

const refusal = (data: unknown): string => {
  const r = fromJsonResume(data);
  if (r.ok) throw new Error('expected the import to be refused');
  return r.message;
};

/** Every string in a value, with the key it sits under. */
function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((v) => leaves(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, k));
  return [];
}

describe('toJsonResume / fromJsonResume round trip', () => {
  it.each([
    ['every field', EVERY_FIELD],
    ['the full template fixture', FULL_RESUME],
  ])('loses nothing of %s', (_, resume) => {
    const exported = toJsonResume(resume);
    expect(fromJsonResume(exported)).toStrictEqual({ ok: true, resume });
    // As a file: through JSON text and back.
    expect(fromJsonResume(JSON.parse(JSON.stringify(exported)))).toStrictEqual({ ok: true, resume });
  });

  it.each(FIXTURE_PAIRS.map((p) => [p.name, p.resume] as const))(
    'loses nothing of the parsed %s resume',
    (_, text) => {
      const resume = parseResume(text);
      expect(imported(toJsonResume(resume))).toStrictEqual(resume);
    },
  );
});

describe('toJsonResume', () => {
  const out = toJsonResume(EVERY_FIELD);

  it('writes a document the JSON Resume schema accepts, with ISO dates', () => {
    expect(jsonResumeSchema.safeParse(out).success).toBe(true);
    const dates = leaves(out).filter(([k]) => k === 'startDate' || k === 'endDate');
    expect(dates.length).toBe(6);
    for (const [, d] of dates) expect(d).toMatch(ISO_DATE_RE);
  });

  it('maps each field to its JSON Resume place', () => {
    expect(out.basics).toMatchObject({
      name: 'Jane Q. Doe',
      label: 'Senior Data Analyst',
      email: 'jane@example.com',
      phone: '+1 555 0100',
      url: 'https://jane.dev/portfolio',
      summary: 'Analyst with eight years of SQL & Python.',
      location: { address: 'Austin, TX' },
    });
    expect(out.work?.[0]).toStrictEqual({
      name: 'Acme Corp',
      position: 'Lead Analyst',
      location: 'Austin, TX',
      startDate: '2020-01',
      'x-dates': { start: 'Jan 2020', end: 'Present' },
      highlights: ['Cut reporting time by 40%', 'Led a team of 5'],
    });
    expect(out.work?.[1]).toMatchObject({ startDate: '2017-06', endDate: '2019-03' });
    expect(out.work?.[2]).toStrictEqual({
      position: 'Intern',
      'x-dates': { start: 'Spring term' },
      highlights: ['Filing'],
    });
    expect(out.education?.[0]).toStrictEqual({
      institution: 'University of Texas',
      studyType: 'BSc Statistics',
      startDate: '2012',
      endDate: '2016',
      'x-dates': { start: '2012', end: '2016' },
      courses: ['GPA 3.8', 'Dean’s list'],
      'x-location': 'Austin, TX',
    });
    expect(out.skills).toStrictEqual([{ name: 'SQL' }, { name: 'Python' }, { name: 'Tableau' }]);
    expect(out.projects).toStrictEqual([
      { name: 'Churn model', highlights: ['Predicted churn with 85% precision'] },
    ]);
    expect(out.certificates).toStrictEqual([{ name: 'AWS Certified Data Analytics (2021)' }]);
    expect(out['x-sections']).toStrictEqual(EVERY_FIELD.other);
  });

  it('names the network of each link and the user where the path shows it', () => {
    expect(out.basics?.profiles).toStrictEqual([
      { network: 'LinkedIn', username: 'janedoe', url: 'https://www.linkedin.com/in/janedoe' },
      { network: 'GitHub', username: 'janedoe', url: 'github.com/janedoe' },
      { network: 'GitLab', username: 'jdoe', url: 'https://gitlab.com/jdoe/tools' },
      { network: 'Behance', username: 'janedraws', url: 'https://www.behance.net/janedraws' },
      { network: 'Dribbble', username: 'jane', url: 'https://dribbble.com/jane' },
      { network: 'Twitter', username: 'janeq', url: 'https://twitter.com/@janeq' },
      { network: 'X', username: 'janeq2', url: 'https://x.com/janeq2' },
      { network: 'Website', url: 'https://jane.dev/portfolio' },
    ]);
    expect(linkProfile('https://linkedin.com/company/acme')).toStrictEqual({
      network: 'LinkedIn',
      url: 'https://linkedin.com/company/acme',
    });
    expect(linkProfile('https://notgithub.com/x').network).toBe('Website');
  });
});

describe('fromJsonResume', () => {
  it('imports a hand-written JSON Resume with nothing lost', () => {
    const resume = imported(HENDRIKS);
    const found = leaves(resume)
      .map(([, s]) => s)
      .join('\n')
      .toLowerCase();
    const { $schema: _schema, meta: _meta, ...content } = HENDRIKS;
    for (const [key, value] of leaves(content)) {
      if (!value) continue;
      const expected = /date$/i.test(key) ? writtenDate(value) : value;
      expect(found, `${key}: ${value}`).toContain(expected.toLowerCase());
    }
  });

  it('puts each JSON Resume field in its ParsedResume place', () => {
    const r = imported(HENDRIKS);
    expect(r.contact).toStrictEqual({
      name: 'Richard Hendriks',
      email: 'richard.hendriks@mail.com',
      phone: '(912) 555-4321',
      location: '2712 Broadway St, San Francisco, California, CA 94115, US',
      links: [
        'Twitter: neutralthoughts',
        'https://soundcloud.example.com/dandymusicnl',
        'https://social.example.org/@rh',
        'http://richardhendricks.example.com',
      ],
    });
    expect(r.headline).toBe('Programmer');
    expect(r.experience[0]).toStrictEqual({
      company: 'Pied Piper',
      title: 'CEO/President',
      startDate: 'Dec 2013',
      endDate: 'Dec 2014',
      location: 'Palo Alto, CA',
      bullets: [
        HENDRIKS.work[0]!.summary,
        'Awesome compression company',
        HENDRIKS.work[0]!.highlights[0],
        'http://piedpiper.example.com',
      ],
    });
    expect(r.experience[1]).toMatchObject({ startDate: 'Jun 2011', endDate: 'Present' });
    expect(r.education[0]).toStrictEqual({
      school: 'University of Oklahoma',
      degree: 'Bachelor in Information Technology',
      startDate: 'Jun 2011',
      endDate: 'Jan 2014',
      details: [
        'DB1101 - Basic SQL',
        'CS2011 - Java Introduction',
        'GPA: 4.0',
        'https://www.ou.example.edu/',
      ],
    });
    expect(r.skills).toStrictEqual([
      'Web Development',
      'HTML',
      'CSS',
      'Javascript',
      'Compression',
      'Mpeg',
      'MP4',
      'GIF',
    ]);
    expect(r.projects[0]!.bullets).toContain('Aug 2016 – Aug 2016');
    expect(r.certifications).toStrictEqual([
      'Certified Compression Expert, Compression Board, Nov 2021, https://cert.example',
    ]);
    expect(r.other.map((o) => o.heading)).toStrictEqual([
      'Profiles',
      'Skill levels',
      'Languages',
      'Volunteer',
      'Awards',
      'Publications',
      'Interests',
      'References',
    ]);
    expect(r.other.find((o) => o.heading === 'Languages')!.lines).toStrictEqual(['English (Native speaker)']);
    // The SoundCloud link shows its network and user; the Mastodon one shows neither.
    expect(r.other[0]!.lines).toStrictEqual(['Mastodon: richard']);
    expect(r.other[1]!.lines).toStrictEqual(['Web Development: Master', 'Compression: Master']);
  });

  it('prefers the ISO date once an editor changed it, and reads a missing end as Present', () => {
    const doc = toJsonResume(EVERY_FIELD);
    doc.work![0]!.startDate = '2021-05-03';
    doc.work![0]!.endDate = '2023-06';
    doc.work![1]!.endDate = '2019-03-31';
    delete doc.work![1]!['x-dates'];
    const [first, second] = imported(doc).experience;
    expect([first!.startDate, first!.endDate]).toStrictEqual(['May 2021', 'Jun 2023']);
    expect([second!.startDate, second!.endDate]).toStrictEqual(['Jun 2017', 'Mar 2019']);
    delete doc.work![1]!.endDate;
    expect(imported(doc).experience[1]!.endDate).toBe('Present');
  });

  it('keeps dates that are not ISO as written', () => {
    const r = imported({ work: [{ name: 'A', startDate: 'Summer 2012', endDate: 'Present' }] });
    expect(r.experience[0]).toMatchObject({ startDate: 'Summer 2012', endDate: 'Present' });
  });

  it('refuses input that is not a JSON Resume, saying why', () => {
    for (const bad of [null, 'resume', 42, [HENDRIKS]]) {
      expect(refusal(bad)).toBe('A JSON Resume must be an object');
    }
    expect(refusal({ ...HENDRIKS, work: { name: 'Pied Piper' } })).toBe('work must be a list');
    expect(refusal({ basics: { name: 42 } })).toBe('basics.name must be text');
    expect(refusal({ work: [{ name: 'A', highlights: ['ok', 7] }] })).toBe(
      'work[0].highlights[1] must be text',
    );
    expect(refusal({ basics: { location: 'Austin' } })).toBe('basics.location must be an object');
    expect(refusal({ meta: {} })).toBe('This JSON Resume has nothing to import.');
    expect(refusal({ basics: { summary: 'x'.repeat(2001) } })).toBe(
      'summary is too long (at most 2000 characters)',
    );
  });

  it('accepts null and unknown fields', () => {
    const r = imported({ basics: { name: 'A', label: null, extra: { any: 1 } }, work: null, custom: true });
    expect(r.contact.name).toBe('A');
    expect(r.experience).toStrictEqual([]);
  });
});
