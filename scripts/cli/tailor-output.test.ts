/**
 * The tailor CLI's composition is Magic CV's offline generation: run it for real on the
 * in-repo fixtures and check what the JSON reports.
 */
import { describe, expect, it } from 'vitest';
import { JOB_DESCRIPTION, LONG_RESUME_TEXT } from '../../functions/src/testing/resume-fixtures';
import { softwareEngineerJob, softwareEngineerResume } from '@/domain/resume/fixtures/software-engineer';
import { tailorOutput, tailorTexts } from './tailor-output';

const NOW = new Date('2025-06-15T12:00:00Z');

describe('tailorTexts + tailorOutput', () => {
  it.each([
    ['long fixture resume', LONG_RESUME_TEXT, JOB_DESCRIPTION, 'Jordan Avery'],
    ['software engineer', softwareEngineerResume, softwareEngineerJob, 'DANIEL OKAFOR'],
  ])('%s: the score does not drop and the HTML holds the name', async (_, resume, job, name) => {
    const generated = await tailorTexts(resume, job, NOW);
    const out = tailorOutput({ resumeFile: '/r.txt', jobFile: '/j.txt', html: null }, generated, {
      read: 1,
      tailor: 2,
      total: 3,
    });
    expect(out.after.score).toBeGreaterThanOrEqual(out.before.score);
    expect(out.before.matched.length + out.before.missing.length).toBeGreaterThan(0);
    expect(out.removedByHonestyCheck).toEqual([]);
    expect(generated.html.toLowerCase()).toContain(name.toLowerCase());
    expect(out.html).toBeNull();
  });

  it('reports the job, both scores and the honesty check as the generation gave them', async () => {
    const generated = await tailorTexts(LONG_RESUME_TEXT, JOB_DESCRIPTION, NOW);
    const removed = [{ kind: 'skill' as const, value: 'Rust' }];
    const out = tailorOutput(
      { resumeFile: '/r.txt', jobFile: '/j.txt', html: '/out.html' },
      { ...generated, removedFacts: removed },
      { read: 1.04, tailor: 20.06, total: 21.1 },
    );
    expect(out.job).toEqual({ title: generated.job.title, company: generated.job.company });
    expect(out.job.company).toBe('Globex Corporation');
    expect(out.before.score).toBe(generated.scoreBefore.score);
    expect(out.after).toMatchObject({
      score: generated.scoreAfter.score,
      keywordRate: generated.scoreAfter.keywordRate,
      reasons: generated.scoreAfter.reasons,
      unbacked: generated.scoreAfter.unbacked,
    });
    // Each requirement with the line that backs it, flat for reading in a terminal.
    expect(out.after.requirements).toHaveLength(generated.scoreAfter.checks.length);
    const react = out.after.requirements.find((r) => r.label === 'React')!;
    expect(react.evidence).toEqual(expect.stringMatching(/React/));
    expect(out.after.reasons[0]).toMatch(/^Keyword match rate \d+ % \(aim for 80 %\)/);
    expect(out.after.matched).toEqual(expect.arrayContaining(['TypeScript', 'React']));
    expect(out.removedByHonestyCheck).toEqual(removed);
    expect(out.html).toBe('/out.html');
    expect(out.timeMs).toEqual({ read: 1, tailor: 20.1, total: 21.1 });
  });
});
