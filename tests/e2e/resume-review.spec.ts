/**
 * Review what we read (issue 16 "Must show"): a new user uploads a real two-column PDF resume
 * (a public one from ../shared/resumes) to Magic CV, corrects a job title in the review, and
 * generates; the PDF's text has every role of the source and the corrected title; the next visit
 * offers the saved base resume; JSON Resume export then import gives the same resume.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, signUpWithGoogle, type Locator, type Page } from './support';
import { JOB_DESCRIPTION } from './fixtures/job-description';
import { pdfText } from './fixtures/resume-pdf';

const TWO_COLUMN_PDF = path.resolve('../shared/resumes/rxresume-azurill.pdf');
const ROLES = [
  { company: 'Creative Solutions Inc.', title: 'Senior Web Developer' },
  { company: 'TechAdvancers', title: 'Web Developer' },
];
const CORRECTED = 'Lead Web Developer';

const reviewForm = (page: Page) => page.getByRole('form', { name: 'Review what we read' });

/** Every input and textarea of the review form, by label, in order. */
async function formValues(form: Locator): Promise<string[]> {
  return form
    .locator('input:not([type=file]), textarea')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          `${el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : ''}=${(el as HTMLInputElement).value}`,
      ),
    );
}

test('review a two-column PDF, correct a title, generate, and find the saved resume next time', async ({
  page,
}, info) => {
  await signUpWithGoogle(page, 'Riley Review');
  await page.goto('/magic-cv');
  await page.getByLabel('Upload resume file').setInputFiles(TWO_COLUMN_PDF);
  await expect(page.getByText('File uploaded successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Review what we read' }).click();
  const form = reviewForm(page);
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('John Doe');
  const employers = await form
    .getByLabel('Employer')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(employers).toEqual(ROLES.map((r) => r.company));
  const firstTitle = form.getByLabel('Job title').first();
  await expect(firstTitle).toHaveValue(ROLES[0]!.title);
  await firstTitle.fill(CORRECTED);

  // JSON Resume: export, then import the file back: the form reads the same.
  const before = await formValues(form);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Export JSON Resume' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('resume.json');
  const jsonFile = info.outputPath('resume.json');
  await download.saveAs(jsonFile);
  const exported = JSON.parse(readFileSync(jsonFile, 'utf8')) as {
    work: { name: string; position: string }[];
  };
  expect(exported.work.map((w) => w.position)).toContain(CORRECTED);
  await form.getByLabel('Job title').first().fill('Something else');
  await form.getByLabel('Import JSON Resume').setInputFiles(jsonFile);
  await expect(form.getByLabel('Job title').first()).toHaveValue(CORRECTED);
  expect(await formValues(form)).toEqual(before);

  await form.getByRole('button', { name: 'Save and use' }).click();
  await expect(page.getByText('Using your reviewed resume')).toBeVisible();

  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Get Enhanced Resume' }).click();
  await expect(page.getByText('Your enhanced resume is ready!')).toBeVisible({ timeout: 45_000 });

  const link = page
    .getByTestId('history-entry')
    .first()
    .getByRole('link', { name: /^Download/ });
  const res = await page.request.get((await link.getAttribute('href'))!);
  expect(res.ok()).toBe(true);
  const pdf = info.outputPath('enhanced.pdf');
  writeFileSync(pdf, await res.body());
  const text = pdfText(pdf).replace(/\s+/g, ' ');
  for (const role of ROLES) expect(text).toContain(role.company);
  expect(text).toContain(CORRECTED);
  expect(text).toContain(ROLES[1]!.title);

  // The next visit offers the saved base resume instead of reading the file again.
  await page.goto('/magic-cv');
  await expect(page.getByText(/You have a saved resume for John Doe/)).toBeVisible();
  await page.getByRole('button', { name: 'Use my saved resume' }).click();
  await expect(page.getByText('Using your reviewed resume')).toBeVisible();
  await page.getByRole('button', { name: 'Review what we read' }).click();
  await expect(reviewForm(page).getByLabel('Job title').first()).toHaveValue(CORRECTED);
});
