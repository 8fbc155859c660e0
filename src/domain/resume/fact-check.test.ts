import { describe, expect, it } from 'vitest';
import { findInventedFacts } from './fact-check';
import { softwareEngineerResume } from './fixtures/software-engineer';
import { parseResume } from './parse-resume';

const original = parseResume(softwareEngineerResume);

describe('findInventedFacts', () => {
  it('reports an added employer, title, date, degree and skill', () => {
    const generated = structuredClone(original);
    generated.experience.push({
      company: 'Google',
      title: 'Staff Engineer',
      startDate: 'Jan 2014',
      endDate: 'Jun 2016',
      location: null,
      bullets: ['Scaled search'],
    });
    generated.education.push({
      school: 'Stanford University',
      degree: 'M.S. in Computer Science',
      startDate: null,
      endDate: '2016',
      details: [],
    });
    generated.skills.push('Rust');
    const facts = findInventedFacts(original, generated);
    expect(facts).toEqual(
      expect.arrayContaining([
        { kind: 'employer', value: 'Google' },
        { kind: 'title', value: 'Staff Engineer' },
        { kind: 'date', value: 'Jan 2014' },
        { kind: 'degree', value: 'M.S. in Computer Science' },
        { kind: 'skill', value: 'Rust' },
      ]),
    );
    expect(facts.map((f) => f.kind).sort()).toEqual(['date', 'date', 'degree', 'employer', 'skill', 'title']);
  });

  it('accepts the same facts spelled differently', () => {
    const generated = structuredClone(original);
    generated.experience[0] = {
      ...generated.experience[0]!,
      company: 'LEDGERLY',
      startDate: 'March 2021',
      endDate: 'present',
    };
    generated.experience[1] = { ...generated.experience[1]!, startDate: '06/2018', endDate: '2021' };
    generated.education[0] = { ...generated.education[0]!, degree: 'BS in Computer Science' };
    // Skills named only in bullets, and synonyms, are present: "JS" is JavaScript, "Postgres" PostgreSQL.
    generated.skills = ['pytest', 'JS', 'Postgres', 'GitHub Actions', 'Redis caching', 'python (django)'];
    expect(findInventedFacts(original, generated)).toEqual([]);
  });

  it('flags "Present" when the original role ended', () => {
    const generated = structuredClone(original);
    generated.experience[2] = { ...generated.experience[2]!, endDate: 'Present' };
    generated.experience[0] = { ...generated.experience[0]!, endDate: 'Dec 2024' };
    expect(findInventedFacts(original, generated)).toEqual([{ kind: 'date', value: 'Dec 2024' }]);
  });

  it('checks AI text re-read by the parser', () => {
    const ai = parseResume(`DANIEL OKAFOR
Principal Architect
daniel.okafor@example.com

EXPERIENCE
Senior Software Engineer — Ledgerly
Austin, TX | Mar 2021 – Present
• Designed an idempotent payment processing service
Engineering Manager — Stripe
Remote | Jan 2016 – Sep 2018
• Led payments

SKILLS
Python, Django, Kafka`);
    expect(findInventedFacts(original, ai)).toEqual([
      { kind: 'employer', value: 'Stripe' },
      { kind: 'title', value: 'Engineering Manager' },
      { kind: 'title', value: 'Principal Architect' },
      { kind: 'date', value: 'Jan 2016' },
      { kind: 'date', value: 'Sep 2018' },
      { kind: 'skill', value: 'Kafka' },
    ]);
  });
});
