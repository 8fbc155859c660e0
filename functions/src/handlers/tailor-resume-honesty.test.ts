/**
 * Issue 16: the honesty and completeness checks on every engine's output. An Ai that drops a
 * role, invents an employer or adds a computed claim ("10 years of experience") never has that
 * version saved as completed: the fact is removed, or the built-in engine's version (which keeps
 * every line of the source) is saved with the reason.
 */
import { describe, expect, it } from 'vitest';
import { analyzeJob } from '@/domain/resume/analyze-job';
import { withConfirmations } from '@/domain/resume/confirm-requirement';
import { parseResume } from '@/domain/resume/parse-resume';
import { scoreMatch } from '@/domain/resume/score-match';
import { JOB_DESCRIPTION, LONG_RESUME_TEXT } from '../testing/resume-fixtures';
import { generateTailored } from './tailor-resume-generate';
import type { AiRequest } from './ports';
import { offlineAi } from '../ai/offline-ai';
import { echoResumeHtml } from '../testing/fake-ports';
import { createTestDeps, type TestDeps } from '../testing/fakes';
import { callTailor, records } from '../testing/magic-cv-arrange';

const ROLES = ['Northwind Logistics', 'Contoso Retail', 'Fabrikam Studios'];

/** The resume echoed back with the lines that hold `drop` removed and `extra` added first. */
const editedEcho = (drop: string | null, extra: string[]) => (req: AiRequest) => {
  const html = echoResumeHtml({
    ...req,
    resumeText: req.resumeText
      .split('\n')
      .filter((l) => !drop || !l.includes(drop))
      .join('\n'),
  }).html;
  return { html: html.replace('<body>', `<body>${extra.map((p) => `<p>${p}</p>`).join('')}`) };
};

async function generate(deps: TestDeps) {
  const result = await callTailor(deps);
  const [record] = records(deps);
  return { result, record: record!, html: deps.pdf.rendered[0]! };
}

describe('tailorResume: every engine is held to the source', () => {
  it('an Ai that drops a role is replaced by the built-in engine, with the reason saved', async () => {
    const deps = createTestDeps();
    deps.ai.tailor = editedEcho('Contoso Retail', []);
    const { record, html, result } = await generate(deps);
    expect(record.status).toBe('completed');
    expect(record).toMatchObject({ engine: 'offline' });
    expect(result.repairReason).toMatch(/left out role/);
    for (const role of ROLES) expect(html).toContain(role);
    expect((record as unknown as { repairReason: string }).repairReason).toMatch(
      /^The AI's version was replaced with the built-in one because it left out role ".*Contoso Retail"/,
    );
  });

  it('an Ai that invents an employer never has the employer saved', async () => {
    const deps = createTestDeps();
    deps.ai.tailor = (req) => {
      const html = echoResumeHtml(req).html;
      const invented = '<p>Staff Engineer, Initech Global</p><p>Jan 2012 - Dec 2013 | Dallas, TX</p>';
      return { html: html.replace('<p>EXPERIENCE</p>', `<p>EXPERIENCE</p>${invented}`) };
    };
    const { record, html, result } = await generate(deps);
    expect(record.status).toBe('completed');
    expect(html).not.toContain('Initech');
    expect(record.generatedContent).not.toContain('Initech');
    expect(result.removedFacts.join(' ')).toMatch(/Initech Global \(employer\)/);
    for (const role of ROLES) expect(html).toContain(role);
  });

  it('an Ai that adds "10 years of experience" has the claim removed', async () => {
    const deps = createTestDeps();
    deps.ai.tailor = editedEcho(null, ['Software engineer with 10 years of experience in logistics.']);
    const { record, html, result } = await generate(deps);
    expect(record.status).toBe('completed');
    expect(html).not.toMatch(/10 years/);
    expect(result.removedFacts).toContain('10 (number)');
    // What the person wrote stays.
    expect(html).toContain('nine years of experience');
    for (const role of ROLES) expect(html).toContain(role);
  });

  it('the built-in engine never computes a claim such as years of experience', async () => {
    const deps = createTestDeps();
    deps.ai.tailor = (req) => offlineAi.tailorResume(req);
    const { record, html } = await generate(deps);
    expect(record.status).toBe('completed');
    expect(html).not.toMatch(/\d+ years? of experience/);
    for (const role of ROLES) expect(html).toContain(role);
  });

  it('a requirement the person confirmed ("I have this") is used by the tailoring and kept by the honesty check', async () => {
    const now = new Date('2025-06-15T12:00:00Z');
    const own = parseResume(LONG_RESUME_TEXT);
    const jobDescription = `${JOB_DESCRIPTION}\n\nRequirements\n- Experience with Terraform`;
    const missing = scoreMatch(own, analyzeJob(jobDescription)).checks.find(
      (c) => c.requirement.label === 'Terraform',
    )!.requirement;
    const evidence = `Used ${missing.label} on a side project every week`;
    const confirmed = withConfirmations(own, [{ requirement: missing, evidence }]);
    const run = (resume: typeof own | null) =>
      generateTailored(
        { ai: offlineAi, builtIn: offlineAi },
        { resumeText: LONG_RESUME_TEXT, jobDescription, coverLetter: false, resume },
        new AbortController().signal,
        now,
      );
    const without = await run(null);
    expect(without.scoreAfter.missing).toContain(missing.label);
    const withIt = await run(confirmed);
    expect(withIt.scoreAfter.matched).toContain(missing.label);
    expect(withIt.scoreAfter.score).toBeGreaterThan(without.scoreAfter.score);
    expect(withIt.removedFacts).toEqual([]);
    expect(withIt.html).toContain(evidence);
  });
});
