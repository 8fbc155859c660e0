import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume';
import { namesDiffer, reviewHints, unsureHint } from './review-hints';

describe('reviewHints', () => {
  it('marks what the parser could not find and the lines it could not place', () => {
    const resume = parseResume(
      [
        'Dana Reyes',
        'dana@example.com',
        '12 Harbour Road, Apartment 4',
        'EXPERIENCE',
        'Acme Logistics',
        'Jan 2020 - Present',
        '• Ran the night shift of 14 pickers',
        'EDUCATION',
        'Riverside Community College',
      ].join('\n'),
    );
    const hints = reviewHints(resume);
    expect(hints['contact.name']).toBeUndefined();
    expect(hints['contact.email']).toBeUndefined();
    expect(hints['experience.0.title']).toBe('We could not find the job title.');
    expect(hints['experience.0.company']).toBeUndefined();
    expect(hints['education.0.degree']).toBe('We could not find the degree.');
    const unplaced = resume.other.findIndex((o) => o.lines.some((l) => l.includes('Harbour Road')));
    expect(unplaced).toBeGreaterThanOrEqual(0);
    expect(hints[`other.${unplaced}.lines`]).toMatch(/could not place/);
  });

  it('has nothing to say about a resume read whole', () => {
    const resume = parseResume(
      'Dana Reyes\ndana@example.com\nEXPERIENCE\nShift Lead — Acme Logistics\nJan 2020 - Present\n• Ran the night shift',
    );
    expect(reviewHints(resume)).toEqual({});
  });

  it("marks a name that shares no word with the account's name, and only that", () => {
    const read = (name: string) =>
      parseResume(`${name}\ndana@example.com\nEXPERIENCE\nShift Lead — Acme\nJan 2020 - Present`);
    expect(reviewHints(read('Silicon Valley'), 'Dana Reyes')['contact.name']).toBe(
      'This is not the name on your account (Dana Reyes). Check that it is your name, not a place or a heading.',
    );
    expect(reviewHints(read('DANA M. REYES'), 'Dana Reyes')['contact.name']).toBeUndefined();
    expect(reviewHints(read('Dána Reyes-Ortiz'), 'Dana Ortiz')['contact.name']).toBeUndefined();
    expect(reviewHints(read('Silicon Valley'), null)['contact.name']).toBeUndefined();
    expect(reviewHints(read('Silicon Valley'), '  ')['contact.name']).toBeUndefined();
    expect(namesDiffer('Jordan Rivera', 'J')).toBe(false);
  });
});

describe('reviewHints with the fitted field confidence', () => {
  it('marks a field read but scored low, and leaves the rest alone', () => {
    const resume = parseResume(
      'Dana Reyes\ndana@example.com\nEXPERIENCE\nShift Lead — Acme Logistics\nJan 2020 - Present\n• Ran the night shift',
    );
    const misread = {
      ...resume,
      experience: [{ ...resume.experience[0]!, title: 'Reduced overtime by a third over two winters.' }],
    };
    const hints = reviewHints(misread);
    expect(hints['experience.0.title']).toBe(unsureHint('title'));
    expect(hints['experience.0.title']).toBe(
      'We are not sure this is the job title: check it against your resume.',
    );
    expect(hints['experience.0.company']).toBeUndefined();
  });
});
