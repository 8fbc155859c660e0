import { describe, expect, it } from 'vitest';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { parseJobUrl } from '@/domain/magic-cv/job-url';
import { AiError } from '../ai/ai-errors';
import { ScrapeError } from '../jobs/scrape-error';
import { createTestDeps, type TestDeps } from '../testing/fakes';
import { hangUntilAborted } from '../testing/fake-ports';
import { callTailor, givePlan, records, usageCount } from '../testing/magic-cv-arrange';
import { LONG_RESUME_TEXT } from '../testing/resume-fixtures';

const RAW_URL = 'https://www.linkedin.com/jobs/view/4012345678';
const url = () => {
  const p = parseJobUrl(RAW_URL);
  if (!p.ok) throw new Error(p.message);
  return p.url;
};

/** The one record is failed with `message`, the slot is back, and the caller saw `message`. */
async function expectFailure(deps: TestDeps, run: Promise<unknown>, code: string, message: string) {
  await expect(run).rejects.toMatchObject({ name: 'HandlerError', code, message });
  const all = records(deps);
  expect(all).toHaveLength(1);
  expect(all[0]).toMatchObject({ status: 'failed', failureReason: message, downloadUrl: null });
  expect(usageCount(deps)).toBe(0);
}

function paidWithPage(page: string | Error): TestDeps {
  const deps = createTestDeps();
  givePlan(deps, 'magic');
  deps.jobs.pages.set(url(), page);
  return deps;
}
const byUrl = { resumeText: LONG_RESUME_TEXT, jobUrl: RAW_URL };

describe('tailorResume: every failure leaves a failed record and returns the slot', () => {
  it.each([
    ['404', new ScrapeError('not-found'), 'not-found', magicCvMessages.scrapeNotFound],
    ['429', new ScrapeError('too-many'), 'failed-precondition', magicCvMessages.scrapeTooMany],
    ['time-out', new ScrapeError('timeout'), 'failed-precondition', magicCvMessages.scrapeTimeout],
    ['other', new ScrapeError('failed'), 'failed-precondition', magicCvMessages.scrapeFailed],
  ])('scrape %s', async (_, error, code, message) => {
    const deps = paidWithPage(error);
    await expectFailure(deps, callTailor(deps, byUrl), code, message);
  });

  it('a scraped page with too little text', async () => {
    const deps = paidWithPage('Sign in to see this job.');
    await expectFailure(deps, callTailor(deps, byUrl), 'failed-precondition', magicCvMessages.jobTextMissing);
  });

  it('Ai busy (429/503)', async () => {
    const deps = createTestDeps();
    deps.ai.tailor = () => Promise.reject(new AiError('busy', 'HTTP 429', 429));
    await expectFailure(deps, callTailor(deps), 'unavailable', magicCvMessages.aiBusy);
  });

  it('Ai failure of another kind', async () => {
    const deps = createTestDeps();
    deps.ai.tailor = () => Promise.reject(new AiError('failed', 'HTTP 400', 400));
    await expectFailure(deps, callTailor(deps), 'internal', magicCvMessages.processingFailed);
  });

  it('PDF rendering', async () => {
    const deps = createTestDeps();
    deps.pdf.fail = true;
    await expectFailure(deps, callTailor(deps), 'internal', magicCvMessages.pdfFailed);
  });

  it('storage', async () => {
    const deps = createTestDeps();
    deps.files.failSaves = true;
    await expectFailure(deps, callTailor(deps), 'internal', magicCvMessages.savingFailed);
  });

  it('anything unexpected', async () => {
    const deps = createTestDeps();
    deps.ai.tailor = () => Promise.reject(new TypeError('undefined is not a function'));
    await expectFailure(deps, callTailor(deps), 'internal', magicCvMessages.fallback);
  });

  it('the overall deadline, with the provider aborted', async () => {
    const deps = createTestDeps();
    let aborted = false;
    deps.ai.tailor = (req) => {
      req.signal?.addEventListener('abort', () => (aborted = true));
      return hangUntilAborted(req);
    };
    await expectFailure(
      deps,
      callTailor(deps, undefined, {}, { timeoutMs: 80 }),
      'deadline-exceeded',
      magicCvMessages.requestTimedOut,
    );
    expect(aborted).toBe(true);
  });

  it('the deadline passing during the PDF: the late result never completes the record', async () => {
    const deps = createTestDeps();
    deps.pdf.delayMs = 150;
    await expectFailure(
      deps,
      callTailor(deps, undefined, {}, { timeoutMs: 60 }),
      'deadline-exceeded',
      magicCvMessages.requestTimedOut,
    );
    await new Promise((r) => setTimeout(r, 250));
    expect(records(deps)[0]!.status).toBe('failed');
    expect([...deps.files.files.keys()]).toEqual([]);
  });
});

describe('tailorResume: invented facts', () => {
  it('removes an added employer and skill, reports them, and keeps the rest', async () => {
    const deps = createTestDeps();
    deps.ai.tailor = (req) => {
      const lines = req.resumeText.split('\n').filter((l) => l.trim());
      const withFake = lines.flatMap((l) =>
        l.startsWith('Junior Developer')
          ? [
              'Staff Engineer, Initech Systems',
              'Mar 2012 - Jun 2014 | Dallas, TX',
              '- Ran the platform team',
              l,
            ]
          : l.startsWith('TypeScript,')
            ? [`${l}, Haskell`]
            : [l],
      );
      return {
        html: `<!DOCTYPE html><html><body>${withFake.map((l) => `<p>${l}</p>`).join('')}</body></html>`,
      };
    };
    const result = await callTailor(deps);
    const html = records(deps)[0]!.generatedContent!;
    expect(result.removedFacts.join(' | ')).toMatch(/Initech/);
    expect(result.removedFacts.join(' | ')).toMatch(/Haskell/);
    expect(html).not.toContain('Initech');
    expect(html).not.toContain('Haskell');
    expect(html).toContain('Northwind Logistics');
    expect(html).toContain('Kubernetes');
    expect(records(deps)[0]).toMatchObject({ status: 'completed', engine: 'scripted' });
  });

  it('falls back to the offline engine when removal cannot clean the output', async () => {
    const deps = createTestDeps();
    // One element holding the whole resume: removing the fake would remove everything, so the
    // check after removal still fails (nothing left of the original) or finds the fake.
    deps.ai.tailor = (req) => ({
      html: `<html><body>${req.resumeText
        .replace('Contoso Retail', 'Contoso Retail\nPrincipal Architect, Umbrella Corp\n2008 - 2010')
        .split('\n')
        .join('<br>')}</body></html>`,
    });
    const result = await callTailor(deps);
    expect(result.removedFacts.join(' ')).toMatch(/Umbrella/);
    const rec = records(deps)[0]!;
    expect(rec.generatedContent).not.toContain('Umbrella');
    expect(rec.generatedContent).toContain('Northwind Logistics');
    expect(rec).toMatchObject({ status: 'completed', engine: 'offline' });
  });
});
