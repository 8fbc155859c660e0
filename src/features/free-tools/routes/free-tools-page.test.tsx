import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { extractPdfSource } from '@/components/resume-input/read-pdf';
import { readResumeSource, type ReadSourceResult } from '@/components/resume-input/read-resume-source';
import { asFile, makePdf, randomBytes } from '@/domain/resume/test-utils/sample-files';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import type { AtsCheckDeps } from '../hooks/use-ats-check';
import { freeToolsMessages } from '../lib/messages';
import { SAMPLE_JOB, SAMPLE_RESUME, sampleResumeFile } from '../testing/sample-resume';
import { FREE_TOOLS_DESCRIPTION, FreeToolsPage } from './free-tools-page';

const signedOut = () => createFakeBackend({ user: null });
const renderPage = (deps?: AtsCheckDeps) =>
  renderWithProviders(<FreeToolsPage deps={deps} />, { backend: signedOut(), path: '/free-tools' });
const fileInput = () => screen.getByLabelText('Upload resume file');
const checker = () => screen.getByRole('region', { name: 'ATS Resume Checker' });
const matcher = () => screen.getByRole('region', { name: 'Job Keyword Matcher' });

describe('/free-tools', () => {
  it('is open to signed-out visitors: both tools, title and description', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Tools' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ATS Resume Checker' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Job Keyword Matcher' })).toBeInTheDocument();
    expect(screen.getByText(freeToolsMessages.privacy)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe('Free Tools | JobKit'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      FREE_TOOLS_DESCRIPTION,
    );
  });

  it('checks a TXT resume in the browser: score, reasons and the fields a machine reads', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(fileInput(), sampleResumeFile());
    const region = checker();
    expect(await within(region).findByTestId('parseability-score')).toHaveTextContent(
      /^100\s*\/ 100\s*Excellent$/,
    );
    expect(within(region).getByText('Nothing: a machine reads this file cleanly.')).toBeInTheDocument();
    expect(within(region).getByText('Maya Lindqvist')).toBeInTheDocument();
    expect(within(region).getByText('maya.lindqvist@example.com')).toBeInTheDocument();
    expect(within(region).getByText('+1 415 555 0134')).toBeInTheDocument();
    const jobs = within(region).getByTestId('ats-jobs');
    expect(within(jobs).getByText('Northwind Traders')).toBeInTheDocument();
    expect(within(jobs).getByText('Senior Data Analyst')).toBeInTheDocument();
    expect(within(jobs).getByText('Jan 2020 – Present')).toBeInTheDocument();
    expect(within(region).getByText('University of Washington')).toBeInTheDocument();
    expect(within(region).getByRole('list', { name: 'Skills' })).toHaveTextContent('Tableau');
    expect(within(region).getByRole('heading', { name: 'Sections we could not place' })).toBeInTheDocument();
    expect(within(region).getByTestId('ats-unplaced')).toHaveTextContent('VOLUNTEERING');
  });

  it('checks a PDF through pdf.js and the layout steps', async () => {
    const user = userEvent.setup();
    // jsdom cannot start pdfjs's web worker; the legacy build runs its worker code in-process.
    renderPage({
      readSource: (file, opts) =>
        readResumeSource(file, {
          ...opts,
          pdf: (data, onPage) =>
            extractPdfSource(data, onPage, () => import('pdfjs-dist/legacy/build/pdf.mjs')),
        }),
    });
    await user.upload(
      fileInput(),
      asFile(makePdf([SAMPLE_RESUME.split('\n')]), 'maya.pdf', 'application/pdf'),
    );
    expect(await screen.findByTestId('parseability-score', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('maya.lindqvist@example.com')).toBeInTheDocument();
    expect(within(screen.getByTestId('ats-jobs')).getByText('Contoso Analytics')).toBeInTheDocument();
  }, 15000);

  it('lists the reasons that lower the score', async () => {
    const user = userEvent.setup();
    renderPage();
    const noContact = SAMPLE_RESUME.replace('maya.lindqvist@example.com | +1 415 555 0134 | ', '');
    await user.upload(fileInput(), sampleResumeFile(`${noContact}\n${'Extra line of text.\n'.repeat(10)}`));
    const issues = await screen.findByTestId('ats-issues');
    expect(
      within(issues)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^No e-mail address found−15 points/),
      expect.stringMatching(/^No phone number found−5 points/),
    ]);
    expect(screen.getByTestId('parseability-score')).toHaveTextContent(/^80/);
  });

  it('refuses a file that is not a resume with the documented message, and accepts the next one', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(fileInput(), asFile(randomBytes(3000), 'resume.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(magicCvMessages.wrongType);
    await user.upload(fileInput(), sampleResumeFile());
    expect(await screen.findByTestId('parseability-score')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows reading progress, then "Check another resume" brings the drop zone back', async () => {
    const user = userEvent.setup();
    let finish: (r: ReadSourceResult) => void = () => {};
    renderPage({
      readSource: (_file, { onProgress }) => {
        onProgress(0.5);
        return new Promise((resolve) => (finish = resolve));
      },
    });
    await user.upload(fileInput(), sampleResumeFile(SAMPLE_RESUME, 'cv.pdf'));
    // The reading starts once the tools' engine has loaded.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Reading your resume' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      ),
    );
    expect(screen.getByText('Reading cv.pdf…')).toBeInTheDocument();
    finish({ ok: true, kind: 'txt', source: { kind: 'txt', text: SAMPLE_RESUME } });
    const again = await screen.findByRole('button', { name: 'Check another resume' });
    // Focus moves in an effect after the report shows: wait for it rather than race it.
    await waitFor(() => expect(screen.getByText(/^Report for/)).toHaveFocus());
    await user.click(again);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Browse files' })).toHaveFocus());
    expect(screen.queryByTestId('parseability-score')).not.toBeInTheDocument();
  });
});

describe('Job Keyword Matcher', () => {
  it('asks for a description and a resume before matching', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(matcher()).getByRole('button', { name: 'Match' }));
    expect(within(matcher()).getByRole('alert')).toHaveTextContent(freeToolsMessages.jobRequired);
    await user.click(within(matcher()).getByLabelText('Job description'));
    await user.paste(SAMPLE_JOB);
    await user.click(within(matcher()).getByRole('button', { name: 'Match' }));
    expect(within(matcher()).getByRole('alert')).toHaveTextContent(freeToolsMessages.resumeRequired);
  });

  it('matches pasted resume text: score, matched and missing keywords, unbacked requirements', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(matcher()).getByLabelText('Your resume text'));
    await user.paste(SAMPLE_RESUME);
    await user.click(within(matcher()).getByLabelText('Job description'));
    await user.paste(SAMPLE_JOB);
    await user.click(within(matcher()).getByRole('button', { name: 'Match' }));
    // The engine and the result view load with the first match.
    const matched = await within(matcher()).findByRole('list', { name: 'Matched keywords' });
    const missing = within(matcher()).getByRole('list', { name: 'Missing keywords' });
    expect(within(matched).getByText(/^SQL$/i)).toBeInTheDocument();
    expect(within(matched).getByText(/^Tableau$/i)).toBeInTheDocument();
    expect(within(missing).getByText(/^Snowflake$/i)).toBeInTheDocument();
    expect(within(missing).getByText(/^dbt$/i)).toBeInTheDocument();
    expect(within(matcher()).getByTestId('match-score')).toHaveTextContent(/^\d{1,3}%$/);
    const unbacked = within(matcher()).getByRole('list', { name: 'Requirements your resume cannot back up' });
    expect(unbacked).toHaveTextContent('Experience with Snowflake and dbt');
    expect(within(matcher()).getByRole('link', { name: 'Try Magic CV' })).toHaveAttribute(
      'href',
      '/magic-cv',
    );
  });

  it('uses the resume checked above, and hides a result once another resume is checked', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(fileInput(), sampleResumeFile());
    await screen.findByTestId('parseability-score');
    expect(within(matcher()).getByText(/Matching the resume you checked/)).toHaveTextContent(
      'Maya Lindqvist',
    );
    expect(within(matcher()).queryByLabelText('Your resume text')).not.toBeInTheDocument();
    await user.click(within(matcher()).getByLabelText('Job description'));
    await user.paste(SAMPLE_JOB);
    await user.click(within(matcher()).getByRole('button', { name: 'Match' }));
    expect(await within(matcher()).findByTestId('match-score')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check another resume' }));
    expect(within(matcher()).queryByTestId('match-score')).not.toBeInTheDocument();
    expect(within(matcher()).getByLabelText('Job description')).toHaveValue(SAMPLE_JOB);
  });

  it('lists required and preferred requirements with their backing line, and adds one only once confirmed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(matcher()).getByLabelText('Your resume text'));
    await user.paste(SAMPLE_RESUME);
    await user.click(within(matcher()).getByLabelText('Job description'));
    await user.paste(`${SAMPLE_JOB}\nNice to have\n- Looker or Power BI\n`);
    await user.click(within(matcher()).getByRole('button', { name: 'Match' }));

    const required = await within(matcher()).findByRole('list', { name: 'Required by the job' });
    const preferred = within(matcher()).getByRole('list', { name: 'Preferred (nice to have)' });
    const item = (list: HTMLElement, label: string) =>
      within(list).getByText(label, { selector: 'p' }).closest('li')!;
    expect(item(required, 'Tableau')).toHaveTextContent(
      'Backed by: “Built weekly sales dashboards in SQL and Tableau used by 40 store managers”',
    );
    expect(item(preferred, 'Power BI')).toHaveTextContent('Missing');
    expect(item(required, '5+ years of experience')).toHaveTextContent(
      /^5\+ years of experienceBacked by your dated roles: \d+ years of dated experienceMet$/,
    );
    expect(within(matcher()).getByTestId('keyword-rate')).toHaveTextContent(/^\d{1,3}%$/);

    const score = () => Number(within(matcher()).getByTestId('match-score').textContent!.replace('%', ''));
    const before = score();
    const snowflake = item(required, 'Snowflake');
    await user.click(within(snowflake).getByRole('button', { name: 'I have this' }));
    // Opening the form adds nothing; cancelling neither.
    expect(score()).toBe(before);
    await user.click(within(snowflake).getByRole('button', { name: 'Cancel' }));
    expect(score()).toBe(before);
    await user.click(within(snowflake).getByRole('button', { name: 'I have this' }));
    await user.type(within(snowflake).getByRole('textbox'), 'Moved our reporting to Snowflake in 2023');
    await user.click(within(snowflake).getByRole('button', { name: 'Confirm' }));
    expect(score()).toBeGreaterThan(before);
    expect(item(required, 'Snowflake')).toHaveTextContent('Confirmed by you');
    expect(item(required, 'Snowflake')).toHaveTextContent('Met');
  });
});
