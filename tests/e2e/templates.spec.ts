/**
 * The template generator end to end, offline: a free user generates with a preset template and
 * with an uploaded design image (shown beside its result), both land in the history with PDFs whose
 * text is intact, the browser-side "Download as PDF (No Server)" keeps the text too, and a third
 * generation in a day is refused by the page and by the server when the callable is called directly.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, signUpWithGoogle, uniqueGmail, type Page } from './support';
import { TEMPLATE_MESSAGES } from '@/domain/templates/contract';
import { signInGoogle } from '../support/emulator-accounts';
import { CANDIDATE, EMPLOYERS, pdfText } from './fixtures/resume-pdf';

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 8887}`;
const AUTH_EMULATOR = `127.0.0.1:${process.env.E2E_AUTH_PORT ?? 9299}`;
const RESUME_TEXT = [
  CANDIDATE,
  'Senior Data Analyst',
  'jordan.rivera@example.com | +1 555 0100 | Denver, CO',
  'Experience',
  `Senior Data Analyst, ${EMPLOYERS[0]}, Mar 2020 – Present`,
  '- Built 14 Tableau dashboards used weekly by 40 store managers',
  `Data Analyst, ${EMPLOYERS[1]}, Jun 2017 – Feb 2020`,
  '- Analysed customer churn with logistic regression in Python',
  'Education',
  'B.S. Statistics, University of Colorado, 2017',
  'Skills',
  'SQL, Python, Tableau, Power BI, Airflow',
].join('\n');

async function fillResume(page: Page) {
  await page.getByLabel('Or paste your resume text').fill(RESUME_TEXT);
}

async function generateAndWait(page: Page) {
  await page.getByRole('button', { name: 'Generate Professional Resume' }).click();
  await expect(page.getByText(TEMPLATE_MESSAGES.success)).toBeVisible({ timeout: 60_000 });
}

async function expectPdfText(page: Page, href: string, file: string) {
  const res = await page.request.get(href);
  expect(res.ok()).toBe(true);
  writeFileSync(file, await res.body());
  const text = pdfText(file);
  expect(text).toContain(CANDIDATE);
  expect(text).toContain(EMPLOYERS[0]);
}

/**
 * A custom result: the uploaded design and the generated resume side by side in frames of one size,
 * above the downloads; stacked on a phone without sideways scrolling.
 */
async function expectDesignBesideResume(page: Page) {
  const designPane = page.getByRole('figure', { name: 'Your design' });
  const resumePane = page.getByRole('figure', { name: 'Your resume' });
  const image = designPane.getByRole('img', { name: 'Your uploaded design' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const preview = resumePane.getByTitle('Generated resume preview');
  await expect(preview).toBeVisible();
  const frames = async () => {
    const [design, resume, download] = await Promise.all([
      image.boundingBox(),
      preview.boundingBox(),
      page.getByRole('link', { name: 'Download PDF' }).boundingBox(),
    ]);
    return { d: design!, r: resume!, download: download! };
  };
  const wide = await frames();
  expect(wide.r.x).toBeGreaterThan(wide.d.x + wide.d.width - 1);
  expect(Math.abs(wide.r.y - wide.d.y)).toBeLessThan(2);
  expect(Math.abs(wide.r.height - wide.d.height)).toBeLessThan(2);
  expect(Math.abs(wide.d.height / wide.d.width - 297 / 210)).toBeLessThan(0.01);
  expect(wide.download.y).toBeGreaterThan(wide.d.y + wide.d.height);

  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(async () => {
      const { d, r } = await frames();
      return r.y > d.y + d.height && Math.abs(r.height - d.height) < 2;
    })
    .toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(desktop);
}

test('a free user generates with a preset and with an uploaded design; the third is refused', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const email = uniqueGmail();
  await signUpWithGoogle(page, 'Template Tester', email);
  await page.goto('/lazy-templates');
  await expect(page.getByRole('button', { name: 'Please upload your resume first' })).toBeDisabled();
  await expect(page.getByText('No templates generated yet')).toBeVisible();

  // 1. A preset template.
  await fillResume(page);
  await page.getByRole('button', { name: 'Click to select a template' }).click();
  const sheet = page.getByRole('dialog', { name: /template/i });
  await sheet.getByRole('button', { name: 'Nova Prime' }).click();
  await expect(sheet).toHaveCount(0);
  await generateAndWait(page);
  await expect(page.getByTestId('history-entry')).toHaveCount(1);
  await expect(page.getByTestId('history-entry').first()).toContainText('Nova Prime');
  const first = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  await expectPdfText(page, first!, info.outputPath('preset.pdf'));

  // The browser-side PDF keeps its text as well.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as PDF (No Server)' }).click(),
  ]);
  const local = info.outputPath('local.pdf');
  await download.saveAs(local);
  expect(pdfText(local)).toContain(CANDIDATE);
  await expect(page.getByText(TEMPLATE_MESSAGES.downloaded)).toBeVisible();

  // 2. An uploaded design image instead of a preset: a real resume page (tests/design-images) with
  // a photo and profiles in a side column and a mustard band over the main column.
  const design = info.outputPath('my-design.png');
  copyFileSync(path.resolve('tests/design-images/pdf-pikachu-mustard-band.png'), design);
  await fillResume(page);
  await page.getByRole('button', { name: 'Click to select a template' }).click();
  await page.getByRole('tab', { name: 'Upload Your Own Template' }).click();
  await page.getByLabel('Upload template image').setInputFiles(design);
  await expect(page.getByRole('dialog', { name: /template/i })).toHaveCount(0);
  await generateAndWait(page);
  await expectDesignBesideResume(page);
  // What the server read from the design reaches the page, and the resume is drawn with it.
  const read = page.getByRole('list', { name: 'What we read from it' });
  await expect(read).toContainText('Left side column');
  await expect(read).toContainText('Header band over the main column');
  await expect(read).toContainText('photo in the sidebar');
  const resumeFrame = page.frameLocator('iframe[title="Generated resume preview"]');
  await expect(resumeFrame.locator('.clone-main > .clone-band h1')).toHaveText(CANDIDATE);
  const entries = page.getByTestId('history-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Custom Template (my-design.png)');
  const second = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  await expectPdfText(page, second!, info.outputPath('custom.pdf'));

  // 3. The third of the day: refused by the page...
  await fillResume(page);
  await page.getByRole('button', { name: 'Click to select a template' }).click();
  await page
    .getByRole('dialog', { name: /template/i })
    .getByRole('button', { name: 'Zenith Modern' })
    .click();
  await page.getByRole('button', { name: 'Generate Professional Resume' }).click();
  await expect(page.getByText(TEMPLATE_MESSAGES.dailyLimit(2))).toBeVisible();

  // ...and by the server when the callable is called directly.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR;
  const account = await signInGoogle(email, 'Template Tester');
  const res = await page.request.post(`${BACKEND}/demo-jobkit/us-central1/generateTemplateResume`, {
    headers: { authorization: `Bearer ${account.idToken}` },
    data: { data: { resumeText: RESUME_TEXT, templateId: 'nova-prime' } },
  });
  expect(res.status()).toBe(429);
  const body = (await res.json()) as { error?: { status?: string; message?: string } };
  expect(body.error?.message).toBe(TEMPLATE_MESSAGES.dailyLimit(2));
  await expect(entries).toHaveCount(2);
});
