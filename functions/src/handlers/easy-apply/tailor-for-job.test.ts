import { describe, expect, it } from 'vitest';
import { EASY_APPLY_MESSAGES } from '@/domain/jobs/contract';
import type { ProcessedResume } from '@/domain/magic-cv/contract';
import { ANALYST_RESUME, posting } from '@/domain/jobs/fixtures';
import { postingText } from '@/domain/jobs/posting-text';
import { jobDoc } from '../../testing/easy-apply-arrange';
import { createTestDeps, userCtx, type TestDeps } from '../../testing/fakes';
import { givePlan } from '../../testing/magic-cv-arrange';
import { invokeHandler } from '../invoke';
import { ORIGINAL_PATH_MESSAGE } from '../tailor-resume-input';
import { tailorForJob } from './tailor-for-job';

const UID = 'u1';
const JOB = posting('greenhouse-harbor-42', { title: 'Senior Data Analyst', company: 'Harbor Analytics' });

/** The CV the page uploaded before calling (docs/product-rules.md 5.3: tailoring needs one). */
const CV_PATH = `uploads/${UID}/resumes/1_cv.pdf`;

function arrange(plan = 'free') {
  const deps = createTestDeps();
  givePlan(deps, plan, UID);
  deps.store.docs.set(`jobs/${JOB.id}`, jobDoc(JOB));
  deps.files.files.set(CV_PATH, {
    bytes: new TextEncoder().encode('%PDF-1.7 the uploaded CV'),
    contentType: 'application/pdf',
  });
  return deps;
}

const call = (deps: TestDeps, input: Record<string, unknown> = {}) =>
  invokeHandler(tailorForJob, deps, userCtx(UID), {
    resumeText: ANALYST_RESUME,
    jobId: JOB.id,
    originalResumePath: CV_PATH,
    ...input,
  });

const records = (deps: TestDeps) =>
  [...deps.store.docs.entries()]
    .filter(([p]) => p.startsWith('processedResumes/'))
    .map(([, d]) => d as unknown as ProcessedResume & { tool: string; jobId: string });

describe('tailorForJob', () => {
  it('tailors for the posting and completes a record naming the job and company', async () => {
    const deps = arrange();
    const result = await call(deps);
    expect(result.downloadUrl).toMatch(/^https:\/\/files\.test\//);
    expect(result.jobTitle).toBe('Senior Data Analyst');
    const [rec] = records(deps);
    expect(rec).toMatchObject({
      userId: UID,
      status: 'completed',
      downloadUrl: result.downloadUrl,
      jobTitle: 'Senior Data Analyst',
      companyName: 'Harbor Analytics',
      jobUrl: JOB.url,
      // The posting as suggestJobs read it: title, employer and place above the description.
      jobDescription: postingText(JOB),
      tool: 'lazyApply',
      jobId: JOB.id,
    });
    expect(rec!.originalResumeUrl).toMatch(/^https:\/\/files\.test\/resumes%2Fu1%2F/);
    expect(deps.ai.calls[0]!.jobDescription).toBe(postingText(JOB));
    expect(deps.store.docs.get(`usage/${UID}_2025-01-15`)).toMatchObject({ lazyApply: 1 });
    expect(deps.store.docs.get(`usage/${UID}_2025-01-15`)?.magicCV).toBeUndefined();
  });

  it('refuses the 4th tailoring of the day for a free user with the documented message', async () => {
    const deps = arrange();
    for (let i = 0; i < 3; i += 1) await call(deps);
    await expect(call(deps)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: EASY_APPLY_MESSAGES.dailyLimit,
    });
    expect(records(deps)).toHaveLength(3);
    expect(records(deps).every((r) => r.status === 'completed')).toBe(true);
  });

  it('does not count against or depend on the Magic CV limit', async () => {
    const deps = arrange();
    deps.store.docs.set(`usage/${UID}_2025-01-15`, { userId: UID, day: '2025-01-15', magicCV: 2 });
    await expect(call(deps)).resolves.toMatchObject({ jobTitle: 'Senior Data Analyst' });
  });

  it('answers not-found for an unknown or malformed job id', async () => {
    const deps = arrange();
    for (const jobId of ['nope', '../users/u1', 'a/b']) {
      await expect(call(deps, { jobId })).rejects.toMatchObject({
        code: 'not-found',
        message: EASY_APPLY_MESSAGES.jobGone,
      });
    }
    expect(records(deps)).toHaveLength(0);
    expect(deps.store.docs.get(`usage/${UID}_2025-01-15`)).toBeUndefined();
  });

  it('marks the record failed and gives the slot back when the pipeline fails', async () => {
    const deps = arrange();
    deps.pdf.fail = true;
    await expect(call(deps)).rejects.toMatchObject({ code: 'internal' });
    expect(records(deps)[0]).toMatchObject({ status: 'failed', companyName: 'Harbor Analytics' });
    expect(deps.store.docs.get(`usage/${UID}_2025-01-15`)).toMatchObject({ lazyApply: 0 });
  });

  it('needs a CV, with the documented message', async () => {
    await expect(call(arrange(), { resumeText: '' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: EASY_APPLY_MESSAGES.cvRequired,
    });
  });

  it('refuses pasted text without an uploaded CV, before taking a daily slot', async () => {
    const deps = arrange();
    for (const originalResumePath of [undefined, null, '', '  ']) {
      await expect(call(deps, { originalResumePath })).rejects.toMatchObject({
        code: 'invalid-argument',
        message: EASY_APPLY_MESSAGES.cvRequired,
      });
    }
    expect(records(deps)).toHaveLength(0);
    expect(deps.store.docs.get(`usage/${UID}_2025-01-15`)).toBeUndefined();
  });

  it("refuses a CV path where nothing was uploaded, or another user's, and gives the slot back", async () => {
    const deps = arrange();
    for (const originalResumePath of [
      `uploads/${UID}/resumes/never-uploaded.pdf`,
      'uploads/u2/resumes/1_cv.pdf',
    ]) {
      await expect(call(deps, { originalResumePath })).rejects.toMatchObject({
        code: 'invalid-argument',
        message: ORIGINAL_PATH_MESSAGE,
      });
    }
    expect(records(deps)).toHaveLength(0);
    expect(deps.store.docs.get(`usage/${UID}_2025-01-15`)?.lazyApply ?? 0).toBe(0);
  });

  it('records no page for a sample posting, which has none', async () => {
    const deps = arrange();
    const sample = posting('seed-retail', { url: null, source: 'sample', title: 'Retail Sales Associate' });
    deps.store.docs.set(`jobs/${sample.id}`, jobDoc(sample));
    await call(deps, { jobId: sample.id });
    expect(records(deps)[0]).toMatchObject({
      jobTitle: 'Retail Sales Associate',
      jobUrl: null,
      status: 'completed',
    });
  });
});
