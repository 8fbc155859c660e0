import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { EASY_APPLY_MESSAGES, JOB_SUGGESTIONS_KEY } from '@/domain/jobs/contract';
import {
  fakeSuggestions,
  fakeTailorResult,
  pasteResume,
  setupEasyApply,
  ui,
  uploadResume,
} from '../testing/easy-apply-backend';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Easy Apply tailoring', () => {
  it('uploads the CV, calls tailorForJob with the job id behind a blocking overlay, then offers the download', async () => {
    const user = userEvent.setup();
    let finish!: (v: unknown) => void;
    const { calls, backend } = setupEasyApply({
      tailor: () => new Promise((resolve) => (finish = resolve)),
      gamesSlot: <p>Games here</p>,
    });
    await uploadResume(user);
    await user.click(ui.find());
    await waitFor(() => expect(ui.cards()).toHaveLength(3));
    expect(calls.suggest[0]!.resumeText).toContain('Northwind Traders');
    const usageCalls = calls.usage.length;

    await user.click(ui.tailorButton(ui.cards()[1]!));
    const overlay = await screen.findByRole('dialog', { name: 'Tailoring your resume' });
    expect(within(overlay).getByText('Games here')).toBeInTheDocument();
    expect(overlay).toHaveTextContent('BI Developer at Contoso');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Tailoring your resume' })).toBeInTheDocument();

    await waitFor(() => expect(calls.tailor).toHaveLength(1));
    const [input] = calls.tailor;
    expect(input!.jobId).toBe('job-2');
    expect(input!.resumeText).toContain('Northwind Traders');
    expect(input!.originalResumePath).toMatch(/^uploads\/user-1\/resumes\/\d+_jordan-rivera\.docx$/);
    expect(backend.files.read(input!.originalResumePath)?.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    await act(async () => finish(fakeTailorResult()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = ui.cards()[1]!;
    expect(within(card).getByText('Your tailored resume is ready!')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download Tailored Resume' })).toHaveAttribute(
      'href',
      fakeTailorResult().downloadUrl,
    );
    await waitFor(() => expect(calls.usage.length).toBeGreaterThan(usageCalls));

    // The same file is not uploaded twice.
    await user.click(ui.tailorButton(ui.cards()[0]!));
    await waitFor(() => expect(calls.tailor).toHaveLength(2));
    await act(async () => finish(fakeTailorResult()));
    expect(calls.tailor[1]).toMatchObject({ jobId: 'job-1', originalResumePath: input!.originalResumePath });
  });

  it('finds jobs from pasted text but asks for an uploaded CV to tailor (docs/product-rules.md 5.3)', async () => {
    const user = userEvent.setup();
    const { calls } = setupEasyApply();
    await pasteResume(user);
    await user.click(ui.find());
    await waitFor(() => expect(ui.cards()).toHaveLength(3));
    await user.click(ui.tailorButton(ui.cards()[0]!));
    expect(within(ui.cards()[0]!).getByRole('alert')).toHaveTextContent(EASY_APPLY_MESSAGES.cvRequired);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.tailor).toHaveLength(0);
  });

  it('tailors from the reviewed resume when the person reviewed it', async () => {
    const user = userEvent.setup();
    const { calls } = setupEasyApply();
    await uploadResume(user);
    await user.click(screen.getByRole('button', { name: 'Review what we read' }));
    const form = within(screen.getByRole('form', { name: 'Review what we read' }));
    await user.clear(form.getByLabelText('Name', { exact: true }));
    await user.type(form.getByLabelText('Name', { exact: true }), 'Jordan A. Rivera');
    await user.click(form.getByRole('button', { name: 'Save and use' }));
    await screen.findByText('Using your reviewed resume');
    await user.click(ui.find());
    await waitFor(() => expect(ui.cards()).toHaveLength(3));
    await user.click(ui.tailorButton(ui.cards()[0]!));
    expect(await screen.findByText('Your tailored resume is ready!')).toBeInTheDocument();
    expect(calls.tailor[0]!.resume?.contact?.name).toBe('Jordan A. Rivera');
  });

  it('asks for a CV when the list was restored but the form is empty', async () => {
    const user = userEvent.setup();
    localStorage.setItem(JOB_SUGGESTIONS_KEY, JSON.stringify({ uid: 'user-1', ...fakeSuggestions() }));
    const { calls } = setupEasyApply();
    await waitFor(() => expect(ui.cards()).toHaveLength(3));
    await user.click(ui.tailorButton(ui.cards()[0]!));
    expect(within(ui.cards()[0]!).getByRole('alert')).toHaveTextContent(EASY_APPLY_MESSAGES.cvRequired);
    expect(calls.tailor).toHaveLength(0);
  });

  it("shows the server's limit message in a red alert on the card", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setupEasyApply({
      tailor: () => {
        throw new BackendError('resource-exhausted', EASY_APPLY_MESSAGES.dailyLimit);
      },
    });
    await uploadResume(user);
    await user.click(ui.find());
    await waitFor(() => expect(ui.cards()).toHaveLength(3));
    await user.click(ui.tailorButton(ui.cards()[2]!));
    const alert = await within(ui.cards()[2]!).findByRole('alert');
    expect(alert).toHaveTextContent(EASY_APPLY_MESSAGES.dailyLimit);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
