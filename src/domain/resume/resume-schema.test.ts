import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { FULL_RESUME } from '../templates/full-resume-fixture';
import {
  checkResume,
  MAX_RESUME_ENTRIES,
  MAX_RESUME_LINES,
  MAX_RESUME_STRING,
  parsedResumeSchema,
  type ParsedResumeSchemaMatchesType,
} from './resume-schema';
import type { ExperienceEntry, ParsedResume } from './types';

const role = (over: Partial<ExperienceEntry> = {}): ExperienceEntry => ({
  company: 'Acme',
  title: 'Engineer',
  startDate: 'Jan 2020',
  endDate: 'Present',
  location: null,
  bullets: ['Shipped things'],
  ...over,
});

const resume = (over: Partial<ParsedResume> = {}): ParsedResume => ({
  contact: { name: 'Ada', email: null, phone: null, location: null, links: [] },
  headline: null,
  summary: null,
  experience: [role()],
  education: [],
  skills: [],
  projects: [],
  certifications: [],
  other: [],
  ...over,
});

const message = (data: unknown): string => {
  const r = checkResume(data);
  if (r.ok) throw new Error('expected the resume to be refused');
  return r.message;
};

describe('parsedResumeSchema', () => {
  it('has ParsedResume as its output type', () => {
    expectTypeOf<ParsedResumeSchemaMatchesType>().toEqualTypeOf<true>();
    expectTypeOf<z.output<typeof parsedResumeSchema>>().toExtend<ParsedResume>();
    expectTypeOf<ParsedResume>().toExtend<z.output<typeof parsedResumeSchema>>();
  });

  it('keeps a full, clean resume exactly as it is', () => {
    expect(parsedResumeSchema.parse(FULL_RESUME)).toStrictEqual(FULL_RESUME);
    const bare = resume();
    delete bare.headline;
    expect(parsedResumeSchema.parse(bare)).toStrictEqual(bare);
  });

  it('trims strings, reads empty and missing values as null and drops empty lines', () => {
    const out = parsedResumeSchema.parse({
      contact: { name: '  Ada Lovelace ', email: '', phone: '   ', links: [' https://ada.dev ', ''] },
      headline: ' ',
      summary: '\n Analyst. \n',
      experience: [{ company: ' Acme ', title: null, bullets: ['  Led  ', '   '], extra: 'dropped' }],
      education: [{ school: 'MIT', location: '' }],
      projects: [{ name: ' Tool ', bullets: [] }],
      other: [{ heading: ' Awards ', lines: [' Best paper '] }],
      unknown: 'dropped',
    });
    expect(out).toStrictEqual({
      contact: { name: 'Ada Lovelace', email: null, phone: null, location: null, links: ['https://ada.dev'] },
      headline: null,
      summary: 'Analyst.',
      experience: [
        { company: 'Acme', title: null, startDate: null, endDate: null, location: null, bullets: ['Led'] },
      ],
      education: [
        { school: 'MIT', degree: null, startDate: null, endDate: null, details: [], location: null },
      ],
      skills: [],
      projects: [{ name: 'Tool', bullets: [] }],
      certifications: [],
      other: [{ heading: 'Awards', lines: ['Best paper'] }],
    });
  });

  it('refuses a string over the limit, naming where it is', () => {
    const long = 'x'.repeat(MAX_RESUME_STRING + 1);
    expect(message(resume({ experience: [role(), role({ bullets: ['ok', long] })] }))).toBe(
      'experience[1].bullets[1] is too long (at most 2000 characters)',
    );
    expect(message(resume({ summary: long }))).toBe('summary is too long (at most 2000 characters)');
    // Trimmed first: padding does not count.
    expect(checkResume(resume({ summary: ` ${'x'.repeat(MAX_RESUME_STRING)} ` })).ok).toBe(true);
  });

  it('refuses too many lines or entries', () => {
    const bullets = Array.from({ length: MAX_RESUME_LINES + 1 }, (_, i) => `Bullet ${i}`);
    expect(message(resume({ experience: [role({ bullets })] }))).toBe(
      'experience[0].bullets has too many lines (at most 200)',
    );
    expect(checkResume(resume({ experience: [role({ bullets: bullets.slice(1) })] })).ok).toBe(true);
    const skills = Array.from({ length: MAX_RESUME_LINES + 1 }, (_, i) => `Skill ${i}`);
    expect(message(resume({ skills }))).toBe('skills has too many lines (at most 200)');
    const experience = Array.from({ length: MAX_RESUME_ENTRIES + 1 }, () => role());
    expect(message(resume({ experience }))).toBe('experience has too many entries (at most 100)');
  });

  it('refuses a resume too large as a whole though every part is within its limit', () => {
    const bullets = Array.from({ length: 10 }, () => 'y'.repeat(1500));
    const experience = Array.from({ length: 8 }, () => role({ bullets }));
    expect(checkResume(resume({ experience: experience.slice(0, 6) })).ok).toBe(true);
    expect(message(resume({ experience }))).toBe(
      'This resume is too large to save (at most 100 KB). Please shorten it.',
    );
  });

  it('refuses wrong shapes with a message', () => {
    expect(message(null)).toBe('The resume must be an object');
    expect(message({ ...resume(), contact: undefined })).toBe('contact must be an object');
    expect(message({ ...resume(), skills: 'Python' })).toBe('skills must be a list');
    expect(message({ ...resume(), projects: [{ name: 7, bullets: [] }] })).toBe(
      'projects[0].name must be text',
    );
  });
});
