/**
 * The free tools (issue 10 "Must show"): a signed-out visitor checks a real two-column PDF
 * resume, read in the browser by pdf.js and the layout steps (nothing is uploaded), then matches
 * it against a pasted job description with Magic CV's scorer.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';

const RESUME = path.resolve('tests/resume-corpus/files/sidebar-left-ux-pl.pdf');
const JOB = `Senior Product Designer
Northwind Studio
Requirements
- 5+ years of experience in UX design
- Expert in Figma and prototyping
- Experience with design systems and usability testing
- Experience with Kubernetes and Terraform`;

test('a signed-out visitor checks a PDF resume and matches it against a job description', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Requests that carry the resume (its bytes or its text) anywhere.
  const uploads: string[] = [];
  page.on('request', (r) => {
    const body = r.postDataBuffer();
    if (body && (body.includes('%PDF-') || body.includes('Kowalska'))) uploads.push(r.url());
  });

  await page.goto('/free-tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Free Tools' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(RESUME);

  // What a machine reads: the contact block from the sidebar, every job from the main column.
  await expect(page.getByRole('heading', { name: 'What a machine reads' })).toBeVisible();
  await expect(page.getByText('Marta Kowalska').first()).toBeVisible();
  await expect(page.getByText('marta.kowalska@example.pl').first()).toBeVisible();
  const jobs = page.getByTestId('ats-jobs');
  for (const company of ['Allegro', 'Comarch', 'Netguru']) await expect(jobs).toContainText(company);
  await expect(jobs).toContainText('Senior UX Designer');
  // The sidebar layout is read, and reported as what lowers the score.
  await expect(page.getByTestId('parseability-score')).toContainText(/\d+/);
  await expect(page.getByTestId('ats-issues')).toContainText(/column/i);

  await page.getByLabel('Job description').fill(JOB);
  await page.getByRole('button', { name: 'Match' }).click();
  await expect(page.getByTestId('match-score')).toHaveText(/^\d{1,3}%$/);
  const matched = page.getByRole('list', { name: 'Matched keywords' });
  await expect(matched).toContainText('Figma');
  await expect(page.getByRole('list', { name: 'Missing keywords' })).toContainText('Kubernetes');

  // Everything happened in the browser: the resume never left it.
  expect(uploads).toEqual([]);
  expect(errors).toEqual([]);
});
