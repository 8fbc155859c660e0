import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';

const PROSE =
  'I have spent six years building payment systems for small shops and I would like to keep doing that work.';

describe('headings known by their shape', () => {
  it('opens a section at a short question between paragraphs', () => {
    const r = parseResume(`Maria Lopez
maria@example.com
About Me
${PROSE}
Why This Team?
${PROSE}
Skills
Go, SQL`);
    expect(r.other.map((o) => o.heading)).toContain('Why This Team?');
    expect(r.other.find((o) => o.heading === 'Why This Team?')?.lines).toEqual([PROSE]);
  });

  it('opens a section at a Title Case line before a paragraph when the headings look alike', () => {
    const r = parseResume(`Maria Lopez
maria@example.com
Looking Ahead
${PROSE}
Experience
Baker, Corner Bakery    2019 - 2021
Education
BSc Biology, Leeds University    2015 - 2018`);
    expect(r.other.find((o) => o.heading === 'Looking Ahead')?.lines).toEqual([PROSE]);
  });

  it('opens a section at a slash-joined Title Case line before a dated entry', () => {
    const r = parseResume(`Maria Lopez
maria@example.com
Summary
${PROSE}
Retail / Hospitality
Shift Lead, Corner Bakery, Leeds    2019 - 2021
Education
BSc Biology, Leeds University    2015 - 2018`);
    // It holds roles, so they are read as experience under it (role-sections.ts).
    expect(r.experience.map((e) => e.group)).toEqual(['Retail / Hospitality']);
    // The entry may name the job on one line and give its dates on the next.
    const twoLines = parseResume(`Maria Lopez
maria@example.com
Summary
${PROSE}
Retail / Hospitality
Shift Lead — Corner Bakery
Leeds | 2019 - 2021
Education
BSc Biology, Leeds University    2015 - 2018`);
    expect(twoLines.experience.map((e) => [e.title, e.group])).toEqual([
      ['Shift Lead', 'Retail / Hospitality'],
    ]);
  });

  it('leaves such lines alone in a resume with capitalised headings, under a heading, or in a job', () => {
    const caps = parseResume(`Maria Lopez
maria@example.com
SUMMARY
${PROSE}
Looking Ahead
${PROSE}`);
    expect(caps.other.map((o) => o.heading)).not.toContain('Looking Ahead');
    const sub = parseResume(`Maria Lopez
maria@example.com
Publications
Journal Articles
${PROSE}`);
    expect(sub.other.map((o) => o.heading)).toEqual(['Publications']);
    const job = parseResume(`Maria Lopez
maria@example.com
Experience
Baker, Corner Bakery    2019 - 2021
Corner Bakery
${PROSE}`);
    expect(job.other.map((o) => o.heading)).not.toContain('Corner Bakery');
  });
});

describe('a country alone on its line', () => {
  it('is the end of the place above it, never a heading over the paragraph under it', () => {
    const r = parseResume(`Maria Lopez
maria@example.com
Location    Lagos, Lagos State,
NG
${PROSE}
Experience
Baker, Corner Bakery    2019 - 2021`);
    expect(r.other.map((o) => o.heading)).not.toContain('NG');
    expect(r.contact.location).toBe('Lagos, Lagos State, NG');
  });
});
