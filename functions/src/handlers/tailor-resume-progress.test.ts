/**
 * What the page's overlay follows (docs/product-rules.md 3.4): the record carries the page's run
 * id and says, at each step, the stage the run is really in; and which tool's history lists it.
 */
import { describe, expect, it, vi } from 'vitest';
import { ANALYST_RESUME, posting } from '@/domain/jobs/fixtures';
import { PROCESSED_RESUMES } from '@/domain/magic-cv/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { parseJobUrl } from '@/domain/magic-cv/job-url';
import { jobDoc } from '../testing/easy-apply-arrange';
import { createTestDeps, userCtx, type TestDeps } from '../testing/fakes';
import { callTailor, givePlan, pasted, records } from '../testing/magic-cv-arrange';
import { JOB_DESCRIPTION, LONG_RESUME_TEXT } from '../testing/resume-fixtures';
import { tailorForJob } from './easy-apply/tailor-for-job';
import { invokeHandler } from './invoke';

const RUN_ID = '0b7f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f';
const LINKEDIN = 'https://www.linkedin.com/jobs/view/4012345678';

/** The stage on the one processing record whenever a port is asked to work. */
function watchStages(deps: TestDeps) {
  const seen: string[] = [];
  const note = (step: string) => {
    const rec = [...deps.store.docs.entries()].find(([p]) => p.startsWith(`${PROCESSED_RESUMES}/`));
    seen.push(`${step}@${String(rec?.[1].stage)}`);
  };
  const fetch = deps.jobs.fetchDescription.bind(deps.jobs);
  deps.jobs.fetchDescription = (url, signal) => (note('fetch'), fetch(url, signal));
  const tailor = deps.ai.tailor;
  deps.ai.tailor = (req) => (note('ai'), tailor(req));
  const render = deps.pdf.render.bind(deps.pdf);
  deps.pdf.render = (html) => (note('render'), render(html));
  const save = deps.files.save.bind(deps.files);
  deps.files.save = (path, bytes, type) => {
    if (path.endsWith('_enhanced.pdf')) note('save');
    return save(path, bytes, type);
  };
  return seen;
}

describe('tailorResume: the record reports the stage the run is in', () => {
  it('with a pasted description: tailoring, PDF, saving (never fetching the job)', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    const seen = watchStages(deps);
    await callTailor(deps, pasted({ runId: RUN_ID }));
    expect(seen).toEqual(['ai@tailor', 'render@pdf', 'save@save']);
    expect(records(deps)[0]).toMatchObject({
      status: 'completed',
      tool: 'magicCV',
      runId: RUN_ID,
      stage: 'save',
    });
  });

  it('with a LinkedIn URL: fetching the job first', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'magic');
    const parsed = parseJobUrl(LINKEDIN);
    if (!parsed.ok) throw new Error(parsed.message);
    deps.jobs.pages.set(parsed.url, JOB_DESCRIPTION);
    const seen = watchStages(deps);
    await callTailor(deps, { resumeText: LONG_RESUME_TEXT, jobUrl: LINKEDIN, runId: RUN_ID });
    expect(seen).toEqual(['fetch@job', 'ai@tailor', 'render@pdf', 'save@save']);
  });

  it('keeps the stage a run failed in', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    deps.pdf.fail = true;
    await expect(callTailor(deps)).rejects.toMatchObject({ message: magicCvMessages.pdfFailed });
    expect(records(deps)[0]).toMatchObject({ status: 'failed', stage: 'pdf', runId: null });
  });

  it('goes on when a stage cannot be reported', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    const transaction = deps.store.transaction.bind(deps.store);
    let calls = 0;
    // The slot's transaction passes; the first stage report's fails; the rest pass.
    deps.store.transaction = (fn) => (++calls === 2 ? Promise.reject(new Error('busy')) : transaction(fn));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await callTailor(deps);
      expect(records(deps)[0]).toMatchObject({ status: 'completed' });
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses a run id that is not an id', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    await expect(callTailor(deps, pasted({ runId: '../../x' }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(records(deps)).toEqual([]);
  });
});

describe('processedResumes records name their tool', () => {
  it("Magic CV's say magicCV, Easy Apply's lazyApply (the two histories list their own)", async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    await callTailor(deps);
    const job = posting('greenhouse-harbor-42', {
      title: 'Senior Data Analyst',
      company: 'Harbor Analytics',
    });
    deps.store.docs.set(`jobs/${job.id}`, jobDoc(job));
    // Easy Apply tailors only from an uploaded CV (docs/product-rules.md 5.3).
    const cv = 'uploads/u1/resumes/1_cv.pdf';
    deps.files.files.set(cv, {
      bytes: new TextEncoder().encode('%PDF-1.7 the uploaded CV'),
      contentType: 'application/pdf',
    });
    await invokeHandler(tailorForJob, deps, userCtx('u1'), {
      resumeText: ANALYST_RESUME,
      jobId: job.id,
      originalResumePath: cv,
    });
    const tools = [...deps.store.docs.entries()]
      .filter(([p]) => p.startsWith(`${PROCESSED_RESUMES}/`))
      .map(([, d]) => d.tool)
      .sort();
    expect(tools).toEqual(['lazyApply', 'magicCV']);
  });
});
