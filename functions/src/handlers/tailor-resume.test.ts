import { describe, expect, it } from 'vitest';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { parseJobUrl } from '@/domain/magic-cv/job-url';
import { createTestDeps } from '../testing/fakes';
import { htmlDoc } from '../testing/fake-ports';
import { callTailor, givePlan, pasted, records, UID, usageCount } from '../testing/magic-cv-arrange';
import { JOB_DESCRIPTION, LONG_RESUME_TEXT } from '../testing/resume-fixtures';
import { PRO_JOB_URL_MESSAGE } from './tailor-resume-input';

const T0_MS = new Date('2025-01-15T10:00:00.000Z').getTime();

describe('tailorResume: success', () => {
  it('completes the record, stores the PDF and counts one use', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    const result = await callTailor(deps);

    const path = `resumes/${UID}/${T0_MS}_enhanced.pdf`;
    expect(deps.files.files.get(path)?.contentType).toBe('application/pdf');
    expect(result.downloadUrl).toBe(`https://files.test/${encodeURIComponent(path)}?token=t-1`);
    expect(result.coverLetterUrl).toBeNull();
    expect(result.removedFacts).toEqual([]);
    expect(result.scoreAfter.score).toBeGreaterThanOrEqual(0);
    expect(usageCount(deps)).toBe(1);

    const [rec] = records(deps);
    expect(rec).toMatchObject({
      userId: UID,
      status: 'completed',
      downloadUrl: result.downloadUrl,
      jobTitle: result.jobTitle,
      jobUrl: null,
      jobDescription: JOB_DESCRIPTION,
      failureReason: null,
      scoreBefore: result.scoreBefore.score,
      scoreAfter: result.scoreAfter.score,
    });
    expect(rec!.jobTitle).not.toBe('Processing...');
    expect(rec!.generatedContent).toContain('Jordan Avery');
    expect(deps.store.docs.get(`processedResumes/${result.recordId}`)).toBeDefined();
  });

  it('sanitises what the Ai returns before storing and printing it', async () => {
    const deps = createTestDeps();
    deps.ai.tailor = (req) => ({
      html: htmlDoc(
        `<script>steal()</script><h1 onclick="x()">Jordan Avery</h1>${req.resumeText
          .split('\n')
          .map((l) => `<p>${l}</p>`)
          .join('')}<img src="https://tracker.test/p.gif">`,
      ),
    });
    await callTailor(deps);
    const html = records(deps)[0]!.generatedContent!;
    expect(html).not.toMatch(/<script|onclick|tracker\.test/);
    expect(deps.pdf.rendered[0]).toBe(html);
  });

  it("counts against the caller's local day", async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    deps.clock.set('2025-01-15T20:30:00Z');
    await callTailor(deps, pasted(), { tz: 'Asia/Kolkata' });
    expect(usageCount(deps, '2025-01-16')).toBe(1);
    expect(deps.store.docs.get(`usage/${UID}_2025-01-16`)).toEqual({
      userId: UID,
      day: '2025-01-16',
      magicCV: 1,
    });
  });

  it('keeps counting in the zone first stored: claiming another zone opens no new day', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    // 20:30 UTC: already the 16th on Kiritimati (UTC+14), still the 15th in Honolulu (UTC-10).
    deps.clock.set('2025-01-15T20:30:00Z');
    await callTailor(deps, pasted(), { tz: 'Pacific/Kiritimati' });
    await callTailor(deps, pasted(), { tz: 'Pacific/Kiritimati' });
    await expect(callTailor(deps, pasted(), { tz: 'Pacific/Honolulu' })).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    expect(usageCount(deps, '2025-01-16')).toBe(2);
    expect(deps.store.docs.has(`usage/${UID}_2025-01-15`)).toBe(false);
    expect(deps.store.docs.get(`users/${UID}`)).toMatchObject({ timeZone: 'Pacific/Kiritimati' });
  });

  it('makes a cover letter only for paid users who ask for it', async () => {
    const free = createTestDeps();
    givePlan(free, 'free');
    expect((await callTailor(free, pasted({ coverLetter: true }))).coverLetterUrl).toBeNull();
    expect([...free.files.files.keys()].some((k) => k.includes('cover_letter'))).toBe(false);

    const paid = createTestDeps();
    givePlan(paid, 'magic-monthly');
    const result = await callTailor(paid, pasted({ coverLetter: true }));
    expect(result.coverLetterUrl).toContain(encodeURIComponent(`resumes/${UID}/${T0_MS}_cover_letter.pdf`));
    expect(paid.pdf.rendered).toHaveLength(2);
  });

  it("links a copy of the uploaded original, only from the caller's own upload folder", async () => {
    const deps = createTestDeps();
    await deps.files.save(
      `uploads/${UID}/resumes/cv.pdf`,
      new TextEncoder().encode('%PDF-1.4 original'),
      'application/pdf',
    );
    await callTailor(deps, pasted({ originalResumePath: `uploads/${UID}/resumes/cv.pdf` }));
    expect(records(deps)[0]!.originalResumeUrl).toContain(
      encodeURIComponent(`resumes/${UID}/${T0_MS}_original.pdf`),
    );

    for (const bad of [
      'uploads/other/resumes/cv.pdf',
      `uploads/${UID}/resumes/../x/cv.pdf`,
      `uploads/${UID}/resumes/`,
      // Not the resumes folder: the images folder, or straight under the uid.
      `uploads/${UID}/images/cv.pdf`,
      `uploads/${UID}/cv.pdf`,
      'resumes/u1/a.pdf',
    ]) {
      await expect(callTailor(deps, pasted({ originalResumePath: bad }))).rejects.toMatchObject({
        code: 'invalid-argument',
      });
    }
    await expect(
      callTailor(deps, pasted({ originalResumePath: `uploads/${UID}/resumes/gone.pdf` })),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(usageCount(deps)).toBe(1);
    expect(records(deps)).toHaveLength(1);
  });
});

describe("tailorResume: input checks, in the product's order", () => {
  it.each([
    ['no resume', { resumeText: '   ', jobDescription: JOB_DESCRIPTION }, magicCvMessages.resumeRequired],
    [
      'a resume under 10 characters',
      { resumeText: 'Jordan', jobDescription: JOB_DESCRIPTION },
      magicCvMessages.resumeTextMissing,
    ],
    ['no job', { resumeText: LONG_RESUME_TEXT }, magicCvMessages.jobRequired],
    [
      'blank job fields',
      { resumeText: LONG_RESUME_TEXT, jobUrl: ' ', jobDescription: '' },
      magicCvMessages.jobRequired,
    ],
    [
      'both job fields',
      {
        resumeText: LONG_RESUME_TEXT,
        jobUrl: 'https://www.linkedin.com/jobs/view/123',
        jobDescription: JOB_DESCRIPTION,
      },
      magicCvMessages.jobNotBoth,
    ],
    [
      'a pasted job under 50 characters',
      { resumeText: LONG_RESUME_TEXT, jobDescription: 'Engineer wanted.' },
      magicCvMessages.jobTextMissing,
    ],
  ])('refuses %s with its message, taking no slot', async (_, input, message) => {
    const deps = createTestDeps();
    await expect(callTailor(deps, input)).rejects.toMatchObject({ code: 'invalid-argument', message });
    expect(records(deps)).toEqual([]);
    expect(usageCount(deps)).toBeUndefined();
  });

  it('refuses a job URL from a free user', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    const input = { resumeText: LONG_RESUME_TEXT, jobUrl: 'https://www.linkedin.com/jobs/view/4012345678' };
    await expect(callTailor(deps, input)).rejects.toMatchObject({
      code: 'permission-denied',
      message: PRO_JOB_URL_MESSAGE,
    });
    givePlan(deps, 'ultimate', UID, 'inactive');
    await expect(callTailor(deps, input)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(deps.jobs.requested).toEqual([]);
  });

  it('lets a paid user tailor to a job URL, scraped at its normalised address', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'ultimate-yearly');
    const raw = 'https://www.linkedin.com/jobs/view/4012345678/?trackingId=abc';
    const parsed = parseJobUrl(raw);
    if (!parsed.ok) throw new Error(parsed.message);
    deps.jobs.pages.set(parsed.url, JOB_DESCRIPTION);
    await callTailor(deps, { resumeText: LONG_RESUME_TEXT, jobUrl: raw });
    expect(deps.jobs.requested).toEqual([parsed.url]);
    expect(records(deps)[0]).toMatchObject({ status: 'completed', jobUrl: parsed.url, jobDescription: null });
  });

  it("refuses a malformed job URL with the URL check's own message", async () => {
    const deps = createTestDeps();
    givePlan(deps, 'magic');
    const bad = 'https://example.com/jobs/1';
    const parsed = parseJobUrl(bad);
    expect(parsed.ok).toBe(false);
    await expect(callTailor(deps, { resumeText: LONG_RESUME_TEXT, jobUrl: bad })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: parsed.ok ? '' : parsed.message,
    });
  });

  it.each([
    ['Indeed', 'https://www.indeed.com/viewjob?jk=5f2b3c4d5e6f7a8b'],
    ['Glassdoor', 'https://www.glassdoor.com/job-listing/data-analyst-acme-JV_KO0,12_KE13,17.htm?jl=42'],
  ])('refuses a well-formed %s URL: LinkedIn postings only, fetching nothing', async (_, jobUrl) => {
    const deps = createTestDeps();
    givePlan(deps, 'magic');
    expect(parseJobUrl(jobUrl).ok).toBe(true);
    await expect(callTailor(deps, { resumeText: LONG_RESUME_TEXT, jobUrl })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: magicCvMessages.jobUrlLinkedInOnly,
    });
    expect(deps.jobs.requested).toEqual([]);
    expect(records(deps)).toEqual([]);
    expect(usageCount(deps)).toBeUndefined();
  });
});

describe('tailorResume: daily limit', () => {
  it('refuses at the limit with the exact message and writes no record', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    deps.store.docs.set(`usage/${UID}_2025-01-15`, { userId: UID, day: '2025-01-15', magicCV: 2 });
    await expect(callTailor(deps)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message:
        'You have reached your daily limit. Please try again tomorrow or upgrade for unlimited access.',
    });
    expect(records(deps)).toEqual([]);
    expect(usageCount(deps)).toBe(2);
  });

  it('lets exactly one of two concurrent requests take the last free slot', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    deps.store.docs.set(`usage/${UID}_2025-01-15`, { userId: UID, day: '2025-01-15', magicCV: 1 });
    const outcomes = await Promise.allSettled([callTailor(deps), callTailor(deps)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'resource-exhausted', message: magicCvMessages.dailyLimit });
    expect(usageCount(deps)).toBe(2);
    expect(records(deps)).toHaveLength(1);
  });

  it('does not limit unlimited plans (still counting their use)', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'ultimate-monthly');
    deps.store.docs.set(`usage/${UID}_2025-01-15`, { userId: UID, day: '2025-01-15', magicCV: 40 });
    await callTailor(deps);
    expect(usageCount(deps)).toBe(41);
  });

  it('takes the limits from admin/settings', async () => {
    const deps = createTestDeps();
    givePlan(deps, 'free');
    const tier = { magicCV: 3, angelAssistant: 5, lazyApply: 3, lazyTemplates: 2 };
    deps.store.docs.set('admin/settings', { limits: { freeTier: tier, basicTier: tier, premiumTier: tier } });
    for (let i = 0; i < 3; i += 1) await callTailor(deps);
    await expect(callTailor(deps)).rejects.toMatchObject({ code: 'resource-exhausted' });
    deps.store.docs.set('admin/settings', {
      limits: { freeTier: { ...tier, magicCV: 1 }, basicTier: tier, premiumTier: tier },
    });
    deps.clock.set('2025-01-16T10:00:00Z');
    await callTailor(deps);
    await expect(callTailor(deps)).rejects.toMatchObject({ code: 'resource-exhausted' });
  });
});
