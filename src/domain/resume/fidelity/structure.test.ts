import { describe, expect, it } from 'vitest';
import { renderResumeHtml } from '../render-html';
import { parseResume } from '../parse-resume';
import type { ParsedResume } from '../types';
import { compareStructure, repeatedSections } from './structure';

const base: ParsedResume = {
  contact: {
    name: 'Dana Ortiz',
    email: 'dana@example.com',
    phone: '+1 555 0100',
    location: 'Austin, TX',
    links: [],
  },
  headline: null,
  summary: null,
  experience: [
    {
      company: 'Globex',
      title: 'Data Engineer',
      startDate: 'Jan 2021',
      endDate: 'Present',
      location: 'Austin, TX',
      bullets: ['Built the ingestion pipeline for 40 sources'],
    },
    {
      company: 'Initech',
      title: 'Analyst',
      startDate: 'Jun 2018',
      endDate: 'Dec 2020',
      location: null,
      bullets: ['Wrote the monthly revenue report'],
    },
  ],
  education: [
    { school: 'Rice University', degree: 'BSc Statistics', startDate: '2014', endDate: '2018', details: [] },
  ],
  skills: ['SQL', 'Python'],
  projects: [],
  certifications: [],
  other: [],
};

const copy = (r: ParsedResume): ParsedResume => JSON.parse(JSON.stringify(r)) as ParsedResume;

describe('compareStructure', () => {
  it('finds nothing when the result keeps the structure, whatever the spelling of a date', () => {
    const same = copy(base);
    same.experience[0]!.startDate = 'January 2021';
    same.experience[0]!.bullets = ['Built the ingestion pipeline for 40 sources.'];
    expect(compareStructure(base, same, ['Experience', 'Education', 'Skills'])).toEqual([]);
  });

  it('finds a range cut to its start ("2021 – Present" became "2021")', () => {
    const cut = copy(base);
    cut.experience[0]!.endDate = null;
    expect(compareStructure(base, cut, []).map((m) => m.detail)).toEqual([
      'role 1 of "Experience": end "Present" became nothing',
    ]);
  });

  it('finds roles credited to the wrong employer and roles moved', () => {
    const moved = copy(base);
    moved.experience.reverse();
    const kinds = compareStructure(base, moved, []).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'role').length).toBeGreaterThanOrEqual(4);
    expect(kinds).toContain('bullet');
  });

  it('finds a city read as the name and a lost school', () => {
    const wrong = copy(base);
    wrong.contact.name = 'Austin';
    wrong.education = [];
    expect(compareStructure(base, wrong, []).map((m) => m.kind)).toEqual(['name', 'school']);
  });

  it('finds a section drawn twice, by its words or by its kind', () => {
    expect(repeatedSections(['Education', 'Skills', 'Other details', 'EDUCATION'])).toEqual(['EDUCATION']);
    expect(repeatedSections(['Skills', 'Programming Languages'])).toEqual(['Programming Languages']);
    // Roles under headings of their own are experience sections, each once.
    expect(repeatedSections(['Experience', 'Research Experience'])).toEqual([]);
  });

  it('holds the built-in renderer to it: a line kept under "SKILLS" closes the skills section', () => {
    const resume = parseResume(
      [
        'Dana Ortiz',
        'dana@example.com',
        'EXPERIENCE',
        'Data Engineer — Globex',
        'Austin, TX | Jan 2021 – Present',
        '• Built the ingestion pipeline for 40 sources',
        'SKILLS',
        'SQL, Python',
      ].join('\n'),
    );
    resume.other.push({ heading: 'SKILLS', lines: ['Languages: Spanish (fluent)'] });
    const html = renderResumeHtml(resume);
    expect(html.match(/<h2>[^<]*<\/h2>/g)).toEqual(['<h2>Experience</h2>', '<h2>Skills</h2>']);
    expect(html).toContain('<li>Languages: Spanish (fluent)</li>');
  });
});
