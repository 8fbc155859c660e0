/**
 * Magic CV end to end (issue 3 "Must show"): a free user tailors a real two-page PDF resume and
 * downloads a PDF whose text an ATS can read; the third request of a day is refused by the UI
 * and by the server itself; the job URL field is for paid users only. Then the readings of
 * docs/product-rules.md 3.2 to 3.6: LinkedIn-only job URLs at submit, the file-type message, a
 * history of Magic CV's own runs, and an overlay that shows the run's real stage.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import {
  expect,
  test,
  waitingForApp,
  demo,
  loginAs,
  signUpWithGoogle,
  uniqueGmail,
  type Page,
} from './support';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { signInGoogle } from '../support/emulator-accounts';
import { JOB_DESCRIPTION } from './fixtures/job-description';
import { CANDIDATE, EMPLOYERS, makeResumePdf, pdfText } from './fixtures/resume-pdf';

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 8887}`;
const AUTH_EMULATOR = `127.0.0.1:${process.env.E2E_AUTH_PORT ?? 9299}`;
const PROJECT = 'demo-jobkit';
const RESUME_PDF = path.resolve('test-results/magic-cv/jordan-rivera-resume.pdf');
const RESUME_TEXT = `${CANDIDATE}\nSenior Data Analyst\nNorthwind Traders, 2020 to now: SQL, Python and Tableau dashboards.`;

test.beforeAll(async ({ browser }) => {
  expect(await makeResumePdf(browser, RESUME_PDF)).toBe(2);
});

async function openMagicCv(page: Page) {
  await page.goto('/magic-cv');
  await expect(page.getByRole('heading', { level: 1, name: 'Magic CV' })).toBeVisible();
}

async function runWithPastedText(page: Page) {
  await page.getByLabel('Or paste your resume text').fill(RESUME_TEXT);
  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Get Enhanced Resume' }).click();
}

const successBanner = (page: Page) => page.getByText('Your enhanced resume is ready!');
const issueBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Processing Issue' });

test('a free user tailors a two-page PDF resume and downloads a PDF with its text', async ({
  page,
}, info) => {
  // A brand-new user: today's count starts at 0.
  await signUpWithGoogle(page, CANDIDATE);
  await openMagicCv(page);
  await expect(page.getByTestId('usage-count')).toHaveText('0/2');

  await page.getByLabel('Upload resume file').setInputFiles(RESUME_PDF);
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  await expect(page.getByTestId('resume-file-name')).toHaveText('jordan-rivera-resume.pdf');
  await expect(page.getByLabel('Or paste your resume text')).toBeDisabled();
  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Get Enhanced Resume' }).click();

  await expect(successBanner(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Privacy notice')).toBeVisible();
  await expect(page.getByTestId('resume-file-name')).toHaveCount(0);
  await expect(page.getByTestId('ats-score')).toContainText('→');
  await expect(page.getByTestId('usage-count')).toHaveText('1/2');

  const entry = page.getByTestId('history-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText('Completed')).toBeVisible();
  const link = entry.getByRole('link', { name: /^Download/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();

  const res = await page.request.get(href!);
  expect(res.ok()).toBe(true);
  const bytes = await res.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = info.outputPath('enhanced.pdf');
  writeFileSync(file, bytes);
  const text = pdfText(file);
  expect(text).toContain(CANDIDATE);
  expect(text).toContain(EMPLOYERS[0]);
  expect(text).toContain(EMPLOYERS[1]);
});

test('the third request of a day is refused by the page and by the callable itself', async ({ page }) => {
  const email = uniqueGmail();
  await signUpWithGoogle(page, 'Limit Tester', email);
  await openMagicCv(page);
  const tailorCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/tailorResume')) tailorCalls.push(r.url());
  });

  for (const used of ['1/2', '2/2']) {
    await runWithPastedText(page);
    await expect(successBanner(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('usage-count')).toHaveText(used);
  }
  await expect(page.getByTestId('history-entry')).toHaveCount(2);

  await runWithPastedText(page);
  const banner = page.getByRole('alert').filter({ hasText: 'Processing Issue' });
  await expect(banner).toContainText(magicCvMessages.dailyLimit);
  expect(tailorCalls).toHaveLength(2);

  // Bypass the page: the server counts and refuses on its own.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR;
  const account = await signInGoogle(email, 'Limit Tester');
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const res = await page.request.post(`${BACKEND}/${PROJECT}/us-central1/tailorResume`, {
    headers: { authorization: `Bearer ${account.idToken}` },
    data: { data: { resumeText: RESUME_TEXT, jobDescription: JOB_DESCRIPTION, __tz: tz } },
  });
  expect(res.status()).toBe(429);
  const body = (await res.json()) as { error?: { status?: string; message?: string } };
  expect(body.error?.status).toBe('RESOURCE_EXHAUSTED');
  expect(body.error?.message).toBe(magicCvMessages.dailyLimit);
  await expect(page.getByTestId('history-entry')).toHaveCount(2);
});

test('the job URL field is enabled for a paid user and disabled for a free one', async ({
  page,
  browser,
}) => {
  await loginAs(page, demo.paid);
  await openMagicCv(page);
  const url = page.getByLabel('Job URL');
  await expect(url).toBeEnabled();
  await expect(page.getByText('PRO', { exact: true })).toHaveCount(2);
  await url.fill('https://www.linkedin.com/jobs/view/4012345678');
  await expect(page.getByLabel('Job Description')).toBeDisabled();
  await expect(page.getByLabel('Also write a cover letter')).toBeEnabled();

  const freeContext = await browser.newContext();
  try {
    const free = waitingForApp(await freeContext.newPage());
    await loginAs(free, demo.free);
    await openMagicCv(free);
    await expect(free.getByTestId('usage-count')).toBeVisible();
    await expect(free.getByLabel('Job URL')).toBeDisabled();
    await expect(free.getByLabel('Also write a cover letter')).toBeDisabled();
    await expect(free.getByLabel('Job Description')).toBeEnabled();
  } finally {
    await freeContext.close();
  }
});

test('"I have this" after a run adds the requirement to this resume and to the saved resume for the next generation', async ({
  page,
}) => {
  await signUpWithGoogle(page, 'Ines Confirm');
  await openMagicCv(page);
  await runWithPastedText(page);
  await expect(successBanner(page)).toBeVisible({ timeout: 30_000 });

  const preferred = page.getByRole('list', { name: 'Preferred (nice to have)' });
  const dbt = preferred.getByRole('listitem').filter({ has: page.getByText('dbt', { exact: true }) });
  await expect(dbt).toContainText('Missing');
  await dbt.getByRole('button', { name: 'I have this' }).click();
  await dbt.getByRole('textbox').fill('Wrote dbt models for the weekly sales mart');
  await dbt.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('Added to your saved resume in your words: your next generations include it too.'),
  ).toBeVisible();
  await expect(dbt).toContainText('Confirmed by you');
  // This run's resume has it too, as a change the person can undo.
  const changes = page.getByRole('region', { name: 'What we changed' });
  await expect(changes.getByRole('listitem', { name: 'Added from your confirmation: Skills' })).toContainText(
    'dbt',
  );

  // The saved resume is offered on the next visit, and holds the confirmation.
  await openMagicCv(page);
  await page.getByRole('button', { name: 'Use my saved resume' }).click();
  await page.getByRole('button', { name: 'Review what we read' }).click();
  await expect(page.getByLabel('Skills (one per line)')).toHaveValue(/^dbt$/m);
  const texts = await page
    .locator('textarea')
    .evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
  expect(texts).toContain('Wrote dbt models for the weekly sales mart');
});

test("a paid user's Indeed or Glassdoor URL is refused at submit: LinkedIn job postings only", async ({
  page,
}) => {
  await loginAs(page, demo.paid);
  await openMagicCv(page);
  await expect(
    page.getByText(
      'Add a LinkedIn job URL (preferred) or paste the job description. For a job on another site, paste its description.',
    ),
  ).toBeVisible();
  const tailorCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/tailorResume')) tailorCalls.push(r.url());
  });
  await page.getByLabel('Or paste your resume text').fill(RESUME_TEXT);
  const url = page.getByLabel('Job URL');
  await expect(url).toBeEnabled();
  for (const jobUrl of [
    'https://www.indeed.com/viewjob?jk=5f2b3c4d5e6f7a8b',
    'https://www.glassdoor.com/job-listing/data-analyst-acme-JV_KO0,12_KE13,17.htm?jl=42',
  ]) {
    await url.fill(jobUrl);
    await page.getByRole('button', { name: 'Get Enhanced Resume' }).click();
    await expect(issueBanner(page)).toContainText(magicCvMessages.jobUrlLinkedInOnly);
    await expect(issueBanner(page)).toContainText(
      'Please enter a valid LinkedIn job URL. Only LinkedIn job postings are supported at this time.',
    );
    await issueBanner(page).getByRole('button', { name: 'Dismiss' }).click();
  }
  // A URL of no job site fails the shape check, with its own message.
  await url.fill('https://www.example.com/jobs/1');
  await page.getByRole('button', { name: 'Get Enhanced Resume' }).click();
  await expect(issueBanner(page)).toContainText(magicCvMessages.jobUrlInvalid);
  expect(tailorCalls).toEqual([]);
});

test('a PNG image is refused with the file-type message of docs/product-rules.md 3.2', async ({ page }) => {
  await loginAs(page, demo.free);
  await openMagicCv(page);
  await expect(page.getByText('Max 5MB · PDF, DOCX or TXT')).toBeVisible();
  // A real PNG over the 1024-byte minimum (noise does not compress), so only its type is wrong.
  const png = new PNG({ width: 32, height: 32 });
  let seed = 42;
  for (let i = 0; i < png.data.length; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    png.data[i] = seed >>> 16;
  }
  const buffer = PNG.sync.write(png);
  expect(buffer.length).toBeGreaterThan(1024);
  await page
    .getByLabel('Upload resume file')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer });
  await expect(issueBanner(page)).toContainText(
    'Please upload a PDF, DOCX or TXT file. We support these formats for best compatibility.',
  );
  expect(magicCvMessages.wrongType).toBe(
    'Please upload a PDF, DOCX or TXT file. We support these formats for best compatibility.',
  );
  await expect(page.getByTestId('resume-file-name')).toHaveCount(0);
  await expect(page.getByLabel('Or paste your resume text')).toBeEnabled();
});

test("Magic CV's history lists Magic CV's runs only, not the user's Easy Apply resumes", async ({ page }) => {
  test.setTimeout(150_000);
  await signUpWithGoogle(page, 'History Keeper');
  // An Easy Apply resume, made on Easy Apply's page from an uploaded CV (docs/product-rules.md 5.3).
  await page.goto('/lazy-apply');
  await page.getByLabel('Upload resume file').setInputFiles(RESUME_PDF);
  await expect(page.getByText('File uploaded successfully')).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('form', { name: 'Find Jobs' })
    .getByRole('button', { name: /Find Jobs/ })
    .click();
  const card = page.getByTestId('job-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Get Tailored Resume' }).click();
  await expect(card.getByRole('link', { name: /Download Tailored Resume/ })).toBeVisible({ timeout: 60_000 });

  await openMagicCv(page);
  await expect(page.getByText('No resumes yet. Your enhanced resumes will appear here.')).toBeVisible();
  await expect(page.getByTestId('history-entry')).toHaveCount(0);

  await runWithPastedText(page);
  await expect(successBanner(page)).toBeVisible({ timeout: 30_000 });
  const entry = page.getByTestId('history-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText('Completed')).toBeVisible();

  // Easy Apply's history lists its own resume only, not the Magic CV run (whose pasted job names a
  // company too).
  await page.goto('/lazy-apply');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByTestId('easy-apply-history-row')).toHaveCount(1);
});

test('with a pasted description the overlay shows the real stage: never "Fetching job", never two in progress', async ({
  page,
}) => {
  await signUpWithGoogle(page, 'Stage Watcher');
  await openMagicCv(page);
  // Every change of the overlay's stage list, as the person sees it, recorded in the page.
  await page.evaluate(() => {
    const seen: { labels: string[]; inProgress: string[] }[] = [];
    (window as unknown as { __stages: typeof seen }).__stages = seen;
    const record = () => {
      const rows = [...document.querySelectorAll('[role="dialog"] ol[aria-label="Progress"] > li')];
      if (!rows.length) return;
      const cells = rows.map((li) => [...li.querySelectorAll('span')].map((s) => s.textContent ?? ''));
      seen.push({
        labels: cells.map((c) => c[0] ?? ''),
        inProgress: cells.filter((c) => c[1] === 'In progress').map((c) => c[0] ?? ''),
      });
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  await runWithPastedText(page);
  await expect(successBanner(page)).toBeVisible({ timeout: 30_000 });

  const seen = await page.evaluate(
    () => (window as unknown as { __stages: { labels: string[]; inProgress: string[] }[] }).__stages,
  );
  expect(seen.length).toBeGreaterThan(0);
  const order = ['Tailoring your resume', 'Creating PDF', 'Saving'];
  for (const s of seen) {
    expect(s.labels).toEqual(order);
    expect(s.labels).not.toContain('Fetching job');
    expect(s.inProgress).toHaveLength(1);
  }
  // The stage only ever moves forward.
  const at = seen.map((s) => order.indexOf(s.inProgress[0]!));
  expect([...at].sort((a, b) => a - b)).toEqual(at);
});
