import { describe, expect, it } from 'vitest';
import type { LayoutFacts, ReadResume } from '@/domain/resume/layout/types';
import { parseResume } from '@/domain/resume/parse-resume';
import { distinct, parseResumeOutput } from './parse-output';

const TEXT = `Maria Lopez
maria.lopez@example.com | +34 612 345 678 | Madrid, Spain

EXPERIENCE
Data Analyst, Acme Analytics
Jan 2021 - Present
- Built dashboards in SQL and Tableau
Junior Analyst, Acme Analytics
Jun 2019 - Dec 2020
- Cleaned data in Python

EDUCATION
BSc Mathematics, Universidad Complutense de Madrid
2015 - 2019

SKILLS
SQL, Python, Tableau
`;

const LAYOUT: LayoutFacts = {
  kind: 'pdf',
  pages: 1,
  textChars: 300,
  multiColumnPages: 0,
  dateColumn: false,
  imageOnlyPages: 0,
  tables: 0,
  repeatedLinesRemoved: 0,
};

// A local stand-in for readResume's result: the output only reads `resume` and `layout`.
const read: ReadResume = { resume: parseResume(TEXT), lines: [], text: TEXT, layout: LAYOUT };

describe('parseResumeOutput', () => {
  const out = parseResumeOutput('/tmp/cv.pdf', read, { read: 12.345, parse: 1.26, total: 13.66 });

  it('puts the fields a script wants at the top, from the parsed resume', () => {
    expect(out).toMatchObject({
      file: '/tmp/cv.pdf',
      kind: 'pdf',
      name: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      location: 'Madrid, Spain',
      skills: ['SQL', 'Python', 'Tableau'],
    });
    expect(out.phone).toContain('612 345 678');
    expect(out.titles).toEqual(['Data Analyst', 'Junior Analyst']);
    expect(out.schools).toEqual(['Universidad Complutense de Madrid']);
    expect(out.degrees).toEqual(['BSc Mathematics']);
  });

  it('lists an employer once when it held two roles', () => {
    expect(read.resume.experience).toHaveLength(2);
    expect(out.employers).toEqual(['Acme Analytics']);
  });

  it('keeps the full resume and layout facts, and rounds times to 0.1 ms', () => {
    expect(out.resume).toBe(read.resume);
    expect(out.layout).toBe(LAYOUT);
    expect(out.timeMs).toEqual({ read: 12.3, parse: 1.3, total: 13.7 });
  });

  it('survives JSON (one object, nothing undefined lost that matters)', () => {
    const back = JSON.parse(JSON.stringify(out)) as typeof out;
    expect(back.resume.experience[0]!.bullets).toEqual(['Built dashboards in SQL and Tableau']);
  });
});

describe('distinct', () => {
  it('drops empty values and case-insensitive repeats, keeping the first spelling and order', () => {
    expect(distinct(['Acme', null, ' acme ', '', undefined, 'Globex', 'ACME'])).toEqual(['Acme', 'Globex']);
  });
});
