/**
 * The longest legal resume and posting texts are read in time that grows with their length, not
 * its square (docs/architecture.md section 3, "Security model"): one request must never stall the
 * server for the others. Figures against the 200 ms target are `npm run bench -- inputs`; these
 * bounds are loose enough for a busy CI machine and far below what quadratic reading takes
 * (8.6 s for the first case before its e-mail expression was anchored to its run).
 */
import { describe, expect, it } from 'vitest';
import { MAX_JOB_DESCRIPTION, MAX_RESUME_TEXT } from '../magic-cv/limits';
import { analyzeJob } from './analyze-job';
import { parseResume } from './parse-resume';
import { adversarialTexts, POSTING_SECTIONS } from './test-utils/adversarial-text';

const BOUND_MS = 1000;

function timed<T>(fn: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = fn();
  return { value, ms: performance.now() - start };
}

describe('reading the longest legal texts', () => {
  it('reads a name over 59,990 digits (no e-mail) quickly', () => {
    const { value, ms } = timed(() => parseResume(`Jane Doe\n${'1'.repeat(59_990)}`));
    expect(value.contact.name).toBe('Jane Doe');
    expect(value.contact.email).toBeNull();
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('still finds an e-mail address after a long run of its own characters', () => {
    const resume = parseResume(`Jane Doe\n${'x'.repeat(20_000)} jane.doe@example.com`);
    expect(resume.contact.email).toBe('jane.doe@example.com');
  });

  it.each(adversarialTexts(MAX_RESUME_TEXT).map((t) => [t.name, t.text] as const))(
    'parses a resume of %s at the length cap quickly',
    (_, text) => {
      expect(timed(() => parseResume(text)).ms).toBeLessThan(BOUND_MS);
    },
  );

  it.each(
    adversarialTexts(MAX_JOB_DESCRIPTION, 'Data Analyst', POSTING_SECTIONS).map(
      (t) => [t.name, t.text] as const,
    ),
  )('reads a posting of %s at the length cap quickly', (_, text) => {
    expect(timed(() => analyzeJob(text)).ms).toBeLessThan(BOUND_MS);
  });
});
