/**
 * Issue 39 end to end: a resume whose dates stand in a left column, each range wrapped after its
 * dash ("2021 –" over "Present"), comes back from Magic CV with each role's whole range on that
 * role, no bullet holding a piece of it, and each bullet on a line of its own behind a text bullet;
 * its "What we changed" lists the changes, and undoing one takes it out of the PDF the history
 * record downloads.
 */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { expect, signUpWithGoogle, test } from './support';
import { JOB_DESCRIPTION } from './fixtures/job-description';
import { LEFT_DATES_CANDIDATE, LEFT_DATES_ROLES, makeLeftDatesPdf } from './fixtures/left-dates-pdf';
import { pdfText } from './fixtures/resume-pdf';
import type { Page, TestInfo } from '@playwright/test';

const RESUME_PDF = path.resolve('test-results/tailored-structure/priya-raman-resume.pdf');

test.beforeAll(async ({ browser }) => {
  await makeLeftDatesPdf(browser, RESUME_PDF);
});

/** The lines of the PDF the history record links now. */
async function downloadedLines(page: Page, info: TestInfo, name: string): Promise<string[]> {
  const href = await page
    .getByTestId('history-entry')
    .getByRole('link', { name: /^Download/ })
    .getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.ok()).toBe(true);
  const file = info.outputPath(name);
  writeFileSync(file, await res.body());
  return pdfText(file)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A new account tailors the left-dates resume for the job, to its result. */
async function tailorLeftDatesResume(page: Page): Promise<void> {
  await signUpWithGoogle(page, LEFT_DATES_CANDIDATE);
  await page.goto('/magic-cv');
  await page.getByLabel('Upload resume file').setInputFiles(RESUME_PDF);
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Get Enhanced Resume' }).click();
  await expect(page.getByText('Your enhanced resume is ready!')).toBeVisible({ timeout: 30_000 });
}

test('dates in a left column come back whole on their roles ("2021 – Present")', async ({ page }, info) => {
  await tailorLeftDatesResume(page);

  const lines = await downloadedLines(page, info, 'tailored.pdf');
  for (const [title, employer, start, end, bullets] of LEFT_DATES_ROLES) {
    const at = lines.findIndex((l) => l.includes(title) && l.includes(employer));
    expect(at, `${title} — ${employer}`).toBeGreaterThanOrEqual(0);
    // The role's own dates line, under its heading: the whole range.
    expect(lines[at + 1]).toContain(`${start} – ${end}`);
    // Each bullet opens its own line with a text bullet, so no reader runs two into one.
    for (const bullet of bullets) {
      expect(lines.join(' ')).toContain(bullet);
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^• ${bullet.split(' ').slice(0, 4).join(' ')}`)),
      );
    }
  }
  // No bullet starts with the range's end.
  expect(lines.filter((l) => /^•?\s*Present\b/.test(l))).toEqual([]);
});

test('"What we changed" lists the changes, and undoing one takes it out of the downloaded PDF', async ({
  page,
}, info) => {
  await tailorLeftDatesResume(page);

  const changes = page.getByRole('region', { name: 'What we changed' });
  await expect(changes.getByTestId('score-explained')).toContainText('Your match score went from');
  // The resume has no summary: tailoring writes one from its own facts, and moves what the job asks for up.
  const summary = changes.getByRole('listitem', { name: 'Summary rewritten: Summary' });
  await expect(summary).toBeVisible();
  await expect(changes.getByRole('listitem', { name: /^Moved: / }).first()).toBeVisible();
  const written = (await summary.locator('mark').innerText()).replace(/\s+/g, ' ').trim();
  expect(written.length).toBeGreaterThan(20);
  const flat = (lines: string[]) => lines.join(' ');
  expect(flat(await downloadedLines(page, info, 'tailored.pdf'))).toContain(written.slice(0, 40));

  await page.getByRole('button', { name: 'Undo Summary rewritten: Summary' }).click();
  await expect(
    page.getByText('Your resume was updated: the download and your history have the new version.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Restore Summary rewritten: Summary' })).toBeVisible();
  const undone = await downloadedLines(page, info, 'undone.pdf');
  expect(flat(undone)).not.toContain(written.slice(0, 40));
  // Everything else stays: the roles with their whole dates.
  for (const [title, employer, start, end] of LEFT_DATES_ROLES) {
    const at = undone.findIndex((l) => l.includes(title) && l.includes(employer));
    expect(at, `${title} — ${employer}`).toBeGreaterThanOrEqual(0);
    expect(undone[at + 1]).toContain(`${start} – ${end}`);
  }
  // The result's own download link is the same file as the history's.
  const resultHref = await page.getByRole('link', { name: 'Download Enhanced Resume' }).getAttribute('href');
  const historyHref = await page
    .getByTestId('history-entry')
    .getByRole('link', { name: /^Download/ })
    .getAttribute('href');
  expect(resultHref).toBe(historyHref);
});
