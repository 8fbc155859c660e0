/**
 * Easy Apply end to end on the seeded job catalogue: real postings of the last 72 hours ranked
 * against the resume (best first), then a tailored resume for one of them that completes in the
 * History modal with a PDF whose text an ATS can read.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, signUpWithGoogle } from './support';
import { CANDIDATE, EMPLOYERS, pdfText } from './fixtures/resume-pdf';

const RESUME_TEXT = [
  CANDIDATE,
  'Senior Data Analyst',
  'Summary',
  'Data analyst with seven years of SQL, Python, Tableau and Power BI experience in retail.',
  'Experience',
  `Senior Data Analyst, ${EMPLOYERS[0]}, Mar 2020 – Present`,
  '- Built 14 Tableau dashboards used weekly by 40 regional store managers',
  '- Wrote SQL models in Snowflake and automated forecasting in Python (pandas)',
  `Data Analyst, ${EMPLOYERS[1]}, Jun 2017 – Feb 2020`,
  '- Analysed customer churn with logistic regression and reported KPIs in Power BI',
  'Education',
  'B.S. Statistics, University of Colorado, 2017',
  'Skills',
  'SQL, Python, pandas, Tableau, Power BI, Excel, Snowflake, A/B testing, statistics',
].join('\n');

test('suggestions are recent postings ranked best first, and one becomes a tailored resume', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signUpWithGoogle(page, 'Easy Applier');
  await page.goto('/lazy-apply');
  await expect(page.getByText('Beta', { exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Find Jobs' });
  await form.getByLabel('Or paste your resume text').fill(RESUME_TEXT);
  await form.getByRole('button', { name: /Find Jobs/ }).click();

  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  // The seed holds postings up to five days old: none older than 72 hours may be offered.
  const posted = await page
    .locator('[data-testid="job-card"] time')
    .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
  expect(posted.length).toBeGreaterThan(3);
  for (const t of posted) expect(Date.now() - t).toBeLessThanOrEqual(72 * 3_600_000 + 60_000);
  // Best match first: scores never rise down the list, and the data-analyst posting leads.
  const scores = (await page.getByTestId('match-score').allTextContents()).map((s) => parseInt(s, 10));
  expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  await expect(cards.first()).toContainText('Data Analyst');

  await cards.first().getByRole('button', { name: 'Get Tailored Resume' }).click();
  const download = cards.first().getByRole('link', { name: /Download Tailored Resume/ });
  await expect(download).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'History' }).click();
  const row = page.getByTestId('easy-apply-history-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Completed');
  const href = await row.getByRole('link').getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.ok()).toBe(true);
  const file = info.outputPath('tailored.pdf');
  writeFileSync(file, await res.body());
  const text = pdfText(file);
  expect(text).toContain(CANDIDATE);
  expect(text).toContain(EMPLOYERS[0]);
});
