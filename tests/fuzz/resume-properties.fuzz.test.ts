/**
 * Property tests (issue 38, item 6): generated and mutated resumes and job descriptions
 * (resume-arbitrary.ts) through reading, parsing and the offline tailoring with its honesty
 * check. Nothing may throw except the handlers' own clear refusals, and a resume always comes
 * back. `npm run bench -- fuzz` runs 10,000 of them and prints the slowest.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readResume } from '@/domain/resume/layout/read-resume';
import { tailorTexts } from '../../scripts/cli/tailor-output';
import { fuzzOne } from './fuzz-one';
import { jobText, resumeText } from './resume-arbitrary';

const now = new Date('2026-06-15T12:00:00Z');

describe('reading and tailoring any resume', () => {
  it('reads every generated and mutated resume into a resume, never throwing', () => {
    fc.assert(
      fc.property(resumeText, (text) => {
        const read = readResume({ kind: 'txt', text });
        expect(Array.isArray(read.resume.experience)).toBe(true);
      }),
      { numRuns: 400, seed: 38 },
    );
  });

  it('tailors every generated and mutated resume for every generated job, or refuses it clearly', async () => {
    await fc.assert(
      fc.asyncProperty(resumeText, jobText, async (resume, job) => {
        const outcome = await fuzzOne(resume, job, now);
        expect(outcome.error, outcome.error).toBeUndefined();
      }),
      { numRuns: 60, seed: 38 },
    );
  }, 120_000);

  it('tailors a resume whose skills hold a regex-looking "(intermediate: 100 hrs)"', async () => {
    const resume =
      'Jane Roe\njane@example.com\nSKILLS\nPython (intermediate: 100 hrs), C++ [advanced], $SQL*\nEXPERIENCE\nAnalyst, Acme Corp, 2020 - Present\n- Built Python reports';
    const out = await tailorTexts(resume, 'Data Analyst\nRequirements:\n- Python\n- SQL', now);
    expect(out.html).toContain('Python');
  });
});
