import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { CONFIRM_SAVED_MESSAGE } from '../hooks/use-confirm-requirements';
import { fakeResult, JOB_TEXT, ready, setupMagicCv, ui, uploadResume } from '../testing/magic-cv-backend';

async function fillJob(user: UserEvent) {
  await user.click(ui.jobDescription());
  await user.paste(JOB_TEXT);
}

async function pasteResume(user: UserEvent) {
  await user.click(ui.resumeText());
  await user.paste('Jordan Rivera\nData Analyst at Northwind Traders\nSQL, Python');
}

afterEach(() => vi.restoreAllMocks());

describe('Magic CV run', () => {
  it('uploads the original, calls tailorResume, and shows the result with history updating live', async () => {
    const user = userEvent.setup();
    const { calls, backend } = setupMagicCv({
      tailor: (_input, b) => {
        b.docs.seed({
          'processedResumes/rec-1': {
            userId: 'user-1',
            jobTitle: 'Data Analyst',
            processedAt: new Date('2025-01-01T10:00:00Z'),
            status: 'completed',
            downloadUrl: 'https://files.memory.test/r.pdf?token=t',
          },
        });
        return fakeResult({
          removedFacts: ['Employer: Fabrikam'],
          repairReason:
            'The AI\'s version was replaced with the built-in one because it left out role "Analyst".',
        });
      },
    });
    await ready();
    expect(
      await screen.findByText('No resumes yet. Your enhanced resumes will appear here.'),
    ).toBeInTheDocument();
    await uploadResume(user);
    await fillJob(user);
    await user.click(ui.submit());

    expect(await screen.findByText('Your enhanced resume is ready!')).toBeInTheDocument();
    expect(screen.getByText('Privacy notice')).toBeInTheDocument();
    const [input] = calls.tailor;
    expect(input).toMatchObject({ jobDescription: JOB_TEXT, jobUrl: null, coverLetter: false });
    expect(input!.resumeText).toContain('Northwind Traders');
    expect(input!.originalResumePath).toMatch(/^uploads\/user-1\/resumes\/\d+_jordan-rivera\.txt$/);
    expect(backend.files.read(input!.originalResumePath!)?.contentType).toBe('text/plain');

    // Inputs cleared; the result card and the live history show the run.
    expect(screen.queryByTestId('resume-file-name')).not.toBeInTheDocument();
    expect(ui.resumeText()).toHaveValue('');
    expect(ui.jobDescription()).toHaveValue('');
    expect(screen.getByTestId('ats-score')).toHaveTextContent('41% → 78%');
    expect(screen.getByText('5+ years of Tableau')).toBeInTheDocument();
    expect(screen.getByText('Employer: Fabrikam')).toBeInTheDocument();
    expect(screen.getByText(/The AI's version was replaced with the built-in one/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Enhanced Resume' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const entry = await screen.findByTestId('history-entry');
    expect(within(entry).getByText('Data Analyst')).toBeInTheDocument();
    expect(within(entry).getByText('Completed')).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      'https://files.memory.test/r.pdf?token=t',
    );
    // Usage asked again after the run.
    await waitFor(() => expect(calls.usage).toBeGreaterThanOrEqual(3));
  });

  it('hides the success banner after 3 s and the privacy notice after 5 s', async () => {
    const user = userEvent.setup();
    setupMagicCv();
    await ready();
    await pasteResume(user);
    await fillJob(user);
    await user.click(ui.submit());
    await screen.findByText('Your enhanced resume is ready!');
    await waitFor(
      () => expect(screen.queryByText('Your enhanced resume is ready!')).not.toBeInTheDocument(),
      {
        timeout: 3500,
      },
    );
    expect(screen.getByText('Privacy notice')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Privacy notice')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  }, 10_000);

  it('blocks the page with an overlay that Escape cannot close while the server works', async () => {
    const user = userEvent.setup();
    let finish!: (v: unknown) => void;
    setupMagicCv({ tailor: () => new Promise((resolve) => (finish = resolve)) });
    await ready();
    await pasteResume(user);
    await fillJob(user);
    await user.click(ui.submit());
    const dialog = await screen.findByRole('dialog', { name: 'Enhancing your resume' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await act(async () => finish(fakeResult()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Your enhanced resume is ready!')).toBeInTheDocument();
  });

  it("follows the stage the server writes on the run's record, one stage in progress at a time", async () => {
    const user = userEvent.setup();
    let finish!: (v: unknown) => void;
    const { calls, backend } = setupMagicCv({ tailor: () => new Promise((resolve) => (finish = resolve)) });
    await ready();
    await pasteResume(user);
    await fillJob(user);
    await user.click(ui.submit());
    const dialog = await screen.findByRole('dialog', { name: 'Enhancing your resume' });
    const rows = () =>
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => `${li.querySelector('.flex-1')?.textContent}: ${li.getAttribute('data-status')}`);
    // A pasted description: nothing is read, uploaded or fetched; tailoring comes first.
    expect(rows()).toEqual(['Tailoring your resume: current', 'Creating PDF: waiting', 'Saving: waiting']);
    expect(within(dialog).getAllByText('In progress')).toHaveLength(1);
    expect(within(dialog).queryByText('Fetching job')).not.toBeInTheDocument();

    const runId = calls.tailor[0]!.runId;
    expect(runId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    const record = (stage: string) => ({
      'processedResumes/rec-run': {
        userId: 'user-1',
        tool: 'magicCV',
        runId,
        stage,
        status: 'processing',
        jobTitle: 'Processing...',
        processedAt: new Date('2025-01-01T10:00:00Z'),
      },
    });
    act(() => backend.docs.seed(record('pdf')));
    await waitFor(() =>
      expect(rows()).toEqual(['Tailoring your resume: done', 'Creating PDF: current', 'Saving: waiting']),
    );
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Creating PDF');
    act(() => backend.docs.seed(record('save')));
    await waitFor(() =>
      expect(rows()).toEqual(['Tailoring your resume: done', 'Creating PDF: done', 'Saving: current']),
    );
    expect(within(dialog).getAllByText('In progress')).toHaveLength(1);
    await act(async () => finish(fakeResult()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('with a file and a LinkedIn URL shows reading and uploading done, then fetching the job', async () => {
    const user = userEvent.setup();
    let finish!: (v: unknown) => void;
    setupMagicCv({ plan: 'paid', tailor: () => new Promise((resolve) => (finish = resolve)) });
    await waitFor(() => expect(ui.jobUrl()).toBeEnabled());
    await uploadResume(user);
    await user.type(ui.jobUrl(), 'https://www.linkedin.com/jobs/view/4012345678');
    await user.click(ui.submit());
    const dialog = await screen.findByRole('dialog', { name: 'Enhancing your resume' });
    await waitFor(() =>
      expect(within(dialog).getByText('Fetching job').closest('li')).toHaveAttribute(
        'data-status',
        'current',
      ),
    );
    expect(within(dialog).getByText('Reading resume').closest('li')).toHaveAttribute('data-status', 'done');
    expect(within(dialog).getByText('Uploading resume').closest('li')).toHaveAttribute('data-status', 'done');
    expect(within(dialog).getAllByText('In progress')).toHaveLength(1);
    await act(async () => finish(fakeResult()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("lists Magic CV's records only: Easy Apply's are left out, older records without a tool kept", async () => {
    const at = (h: number) => new Date(Date.UTC(2025, 0, 1, h));
    setupMagicCv({
      seed: {
        'processedResumes/mine': {
          userId: 'user-1',
          tool: 'magicCV',
          jobTitle: 'Data Analyst',
          status: 'completed',
          processedAt: at(12),
        },
        'processedResumes/easy': {
          userId: 'user-1',
          tool: 'lazyApply',
          jobId: 'greenhouse-1',
          jobTitle: 'Nurse',
          companyName: 'Harbor Health',
          status: 'completed',
          processedAt: at(13),
        },
        'processedResumes/older': {
          userId: 'user-1',
          jobTitle: 'Product Analyst',
          status: 'completed',
          processedAt: at(9),
        },
      },
    });
    await ready();
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(2));
    expect(screen.getAllByTestId('history-entry').map((e) => e.querySelector('p')?.textContent)).toEqual([
      'Data Analyst',
      'Product Analyst',
    ]);
    expect(screen.queryByText('Nurse')).not.toBeInTheDocument();
  });

  it('shows the server message in the Processing Issue banner; Dismiss hides it, Start Over clears inputs', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setupMagicCv({
      tailor: () => {
        throw new BackendError('invalid-argument', magicCvMessages.scrapeFailed);
      },
    });
    await ready();
    await pasteResume(user);
    await fillJob(user);
    await user.click(ui.submit());
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Processing Issue');
    expect(banner).toHaveTextContent(magicCvMessages.scrapeFailed);
    expect(ui.jobDescription()).toHaveValue(JOB_TEXT);
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ui.jobDescription()).toHaveValue(JOB_TEXT);

    await user.click(ui.submit());
    await user.click(await screen.findByRole('button', { name: 'Start Over' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ui.jobDescription()).toHaveValue('');
    expect(ui.resumeText()).toHaveValue('');
  });

  it('uses the fallback message for an error without a displayable message', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setupMagicCv({
      tailor: () => {
        throw new BackendError('internal', 'internal');
      },
    });
    await ready();
    await pasteResume(user);
    await fillJob(user);
    await user.click(ui.submit());
    expect(await screen.findByText(magicCvMessages.fallback)).toBeInTheDocument();
  });

  it('says to check the connection when the browser is offline, without calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = setupMagicCv();
    await ready();
    await pasteResume(user);
    await fillJob(user);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(ui.submit());
    expect(await screen.findByText(magicCvMessages.offline)).toBeInTheDocument();
    expect(calls.tailor).toHaveLength(0);
  });

  it('refuses an Indeed or Glassdoor URL at submit with the LinkedIn-only message, calling nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setupMagicCv({ plan: 'paid' });
    await waitFor(() => expect(ui.jobUrl()).toBeEnabled());
    await pasteResume(user);
    await user.type(ui.jobUrl(), 'https://www.indeed.com/viewjob?jk=5f2b3c4d5e6f7a8b');
    await user.click(ui.submit());
    expect(await screen.findByText(magicCvMessages.jobUrlLinkedInOnly)).toBeInTheDocument();
    await user.clear(ui.jobUrl());
    await user.type(ui.jobUrl(), 'https://www.example.com/jobs/1');
    await user.click(ui.submit());
    expect(await screen.findByText(magicCvMessages.jobUrlInvalid)).toBeInTheDocument();
    expect(calls.tailor).toHaveLength(0);
  });

  it('sends the URL and the cover letter for a paid user', async () => {
    const user = userEvent.setup();
    const { calls } = setupMagicCv({ plan: 'paid' });
    await waitFor(() => expect(ui.jobUrl()).toBeEnabled());
    await pasteResume(user);
    await user.type(ui.jobUrl(), 'https://www.linkedin.com/jobs/view/4012345678');
    await user.click(ui.coverLetter());
    await user.click(ui.submit());
    await screen.findByText('Your enhanced resume is ready!');
    expect(calls.tailor[0]).toMatchObject({
      jobUrl: 'https://www.linkedin.com/jobs/view/4012345678',
      jobDescription: null,
      coverLetter: true,
      originalResumePath: null,
    });
    expect(screen.getByTestId('usage-count')).toHaveTextContent('0 · Unlimited');
  });

  it('"I have this" on a missing requirement adds it to the saved resume and this run, and only once confirmed', async () => {
    const user = userEvent.setup();
    const added = {
      id: 'added:skills:tableau',
      kind: 'added' as const,
      where: 'Skills',
      effect: 6,
      place: { list: 'skills' as const },
      after: 'tableau',
    };
    const { calls } = setupMagicCv({
      revise: (input) => ({
        downloadUrl: 'https://files.memory.test/v1/files/resumes/user-1/2_1_enhanced.pdf?token=t',
        scoreAfter: fakeResult().scoreAfter,
        changes: [added],
        undone: input.undone,
      }),
    });
    await ready();
    await pasteResume(user);
    await fillJob(user);
    await user.click(ui.submit());
    await screen.findByText('Your enhanced resume is ready!');

    const required = screen.getByRole('list', { name: 'Required by the job' });
    const tableau = within(required).getByText('tableau', { selector: 'p' }).closest('li')!;
    expect(tableau).toHaveTextContent('Missing');
    await user.click(within(tableau).getByRole('button', { name: 'I have this' }));
    await user.type(within(tableau).getByRole('textbox'), 'Built Tableau dashboards for finance');
    expect(calls.saveBase).toEqual([]);
    await user.click(within(tableau).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(CONFIRM_SAVED_MESSAGE)).toBeInTheDocument();
    expect(calls.saveBase).toHaveLength(1);
    const [saved] = calls.saveBase;
    expect(saved!.sourceText).toContain('Jordan Rivera');
    expect(saved!.resume.skills).toContain('tableau');
    expect(saved!.resume.other).toContainEqual({
      heading: 'Additional Information',
      lines: ['Built Tableau dashboards for finance'],
    });
    expect(within(required).getByText('tableau', { selector: 'p' }).closest('li')).toHaveTextContent(
      'Confirmed by you',
    );
    // This run's resume has it too, as a change the person can undo.
    expect(
      await screen.findByRole('listitem', { name: 'Added from your confirmation: Skills' }),
    ).toBeInTheDocument();
    expect(calls.revise).toEqual([
      {
        recordId: 'rec-1',
        undone: [],
        confirmations: [{ label: 'tableau', evidence: 'Built Tableau dashboards for finance' }],
      },
    ]);
    // Confirming is not a new run: the result stays, nothing is submitted again.
    expect(screen.getByRole('heading', { name: 'Your tailored resume' })).toBeInTheDocument();
    expect(screen.queryByText('Processing Issue')).not.toBeInTheDocument();
    expect(calls.tailor).toHaveLength(1);
  });
});
