import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { asFile, randomBytes } from '@/domain/resume/test-utils/sample-files';
import { JOB_TEXT, ready, setupMagicCv, ui, uploadResume } from '../testing/magic-cv-backend';

describe('Magic CV inputs', () => {
  it('shows the cards, hints and button under the Magic CV heading', async () => {
    setupMagicCv();
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: 'Magic CV' })).toBeInTheDocument();
    expect(screen.getByText('Max 5MB · PDF, DOCX or TXT')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Add a LinkedIn job URL (preferred) or paste the job description. For a job on another site, paste its description.',
      ),
    ).toBeInTheDocument();
    expect(ui.submit()).toBeEnabled();
  });

  it('a file disables the text box and clears pasted text; removing it enables the box again', async () => {
    const user = userEvent.setup();
    setupMagicCv();
    await ready();
    await user.type(ui.resumeText(), 'Some pasted resume text');
    await uploadResume(user);
    expect(ui.resumeText()).toBeDisabled();
    expect(ui.resumeText()).toHaveValue('');
    expect(screen.getByTestId('resume-file-name')).toHaveTextContent('jordan-rivera.txt');
    await user.click(screen.getByRole('button', { name: 'Remove jordan-rivera.txt' }));
    expect(ui.resumeText()).toBeEnabled();
    expect(screen.queryByTestId('resume-file-name')).not.toBeInTheDocument();
  });

  it('hides the upload confirmation after 3 s', async () => {
    const user = userEvent.setup();
    setupMagicCv();
    await ready();
    await uploadResume(user);
    await waitFor(() => expect(screen.queryByText('File uploaded successfully')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(screen.getByTestId('resume-file-name')).toBeInTheDocument();
  }, 8000);

  it('refuses a file that is not a resume with the documented message', async () => {
    const user = userEvent.setup();
    setupMagicCv();
    await ready();
    await user.upload(ui.fileInput(), asFile(randomBytes(3000), 'resume.pdf', 'application/pdf'));
    expect(await screen.findByText(magicCvMessages.wrongType)).toBeInTheDocument();
    expect(screen.getByText('Processing Issue')).toBeInTheDocument();
    expect(ui.resumeText()).toBeEnabled();
  });

  it('keeps the job URL and the cover letter disabled for a free user', async () => {
    setupMagicCv({ plan: 'free' });
    await ready();
    expect(screen.getAllByText('PRO')).toHaveLength(2);
    expect(ui.jobUrl()).toBeDisabled();
    expect(ui.coverLetter()).toBeDisabled();
    expect(ui.jobDescription()).toBeEnabled();
  });

  it('lets a paid user use the URL or the description, one at a time', async () => {
    const user = userEvent.setup();
    const { backend } = setupMagicCv({ plan: 'paid' });
    await waitFor(() => expect(ui.jobUrl()).toBeEnabled());
    expect(ui.coverLetter()).toBeEnabled();
    await user.type(ui.jobUrl(), 'https://www.linkedin.com/jobs/view/4012345678');
    expect(ui.jobDescription()).toBeDisabled();
    await user.clear(ui.jobUrl());
    expect(ui.jobDescription()).toBeEnabled();
    await user.type(ui.jobDescription(), 'A job');
    expect(ui.jobUrl()).toBeDisabled();

    // The plan is live: a lapsed subscription disables the paid inputs at once.
    act(() =>
      backend.docs.seed({ 'users/user-1': { subscription: { planId: 'magic', status: 'inactive' } } }),
    );
    await waitFor(() => expect(ui.coverLetter()).toBeDisabled());
  });
});

describe('Magic CV submit checks', () => {
  it('asks for the resume, then the job, in that order', async () => {
    const user = userEvent.setup();
    const { calls } = setupMagicCv();
    await ready();
    await user.click(ui.submit());
    expect(await screen.findByText(magicCvMessages.resumeRequired)).toBeInTheDocument();
    await user.type(ui.resumeText(), 'Jordan Rivera, Data Analyst at Northwind Traders');
    await user.click(ui.submit());
    expect(await screen.findByText(magicCvMessages.jobRequired)).toBeInTheDocument();
    expect(screen.queryByText(magicCvMessages.resumeRequired)).not.toBeInTheDocument();
    expect(calls.tailor).toHaveLength(0);
  });

  it('refuses a resume text under 10 characters', async () => {
    const user = userEvent.setup();
    setupMagicCv();
    await ready();
    await user.type(ui.resumeText(), 'Jordan');
    await user.type(ui.jobDescription(), JOB_TEXT);
    await user.click(ui.submit());
    expect(await screen.findByText(magicCvMessages.resumeTextMissing)).toBeInTheDocument();
  });

  it('stops at the daily limit from getDailyUsage without calling tailorResume', async () => {
    const user = userEvent.setup();
    const { calls } = setupMagicCv({ usage: { used: 2, limit: 2, day: '2025-01-01' } });
    await ready();
    await user.type(ui.resumeText(), 'Jordan Rivera, Data Analyst at Northwind Traders');
    await user.type(ui.jobDescription(), JOB_TEXT);
    await user.click(ui.submit());
    expect(await screen.findByText(magicCvMessages.dailyLimit)).toBeInTheDocument();
    expect(calls.tailor).toHaveLength(0);
    expect(screen.getByRole('progressbar', { name: 'Resumes enhanced today' })).toHaveAttribute(
      'data-tone',
      'red',
    );
  });
});
