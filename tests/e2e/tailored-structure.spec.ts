/**
 * Issue 39 end to end: a resume whose dates stand in a left column, each range wrapped after its
 * dash ("2021 –" over "Present"), comes back from Magic CV with each role's whole range on that
 * role, no bullet holding a piece of it, and each bullet on a line of its own behind a text bullet.
 * ("What we changed" and undoing a change are not built yet: docs/architecture.md 4.5.)
 */
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { expect, signUpWithGoogle, test } from './support';
import { JOB_DESCRIPTION } from './fixtures/job-description';
import { LEFT_DATES_CANDIDATE, LEFT_DATES_ROLES, makeLeftDatesPdf } from './fixtures/left-dates-pdf';
import { pdfText } from './fixtures/resume-pdf';

const RESUME_PDF = path.resolve('test-results/tailored-structure/priya-raman-resume.pdf');

test.beforeAll(async ({ browser }) => {
  await makeLeftDatesPdf(browser, RESUME_PDF);
});

test('dates in a left column come back whole on their roles ("2021 – Present")', async ({ page }, info) => {
  await signUpWithGoogle(page, LEFT_DATES_CANDIDATE);
  await page.goto('/magic-cv');
  await page.getByLabel('Upload resume file').setInputFiles(RESUME_PDF);
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Get Enhanced Resume' }).click();
  await expect(page.getByText('Your enhanced resume is ready!')).toBeVisible({ timeout: 30_000 });

  const href = await page
    .getByTestId('history-entry')
    .getByRole('link', { name: /^Download/ })
    .getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.ok()).toBe(true);
  const file = info.outputPath('tailored.pdf');
  writeFileSync(file, await res.body());
  const lines = pdfText(file)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
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
