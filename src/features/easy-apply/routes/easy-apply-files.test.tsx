import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { EASY_APPLY_MESSAGES } from '@/domain/jobs/contract';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { asFile, randomBytes, RESUME_LINES } from '@/domain/resume/test-utils/sample-files';
import {
  fakeJob,
  fakeSuggestions,
  resumeDoc,
  setupEasyApply,
  ui,
  uploadResume,
} from '../testing/easy-apply-backend';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Easy Apply resume files (docs/product-rules.md 5.1)', () => {
  it('offers PDF, DOC and DOCX in the file picker', () => {
    setupEasyApply();
    const accept = ui.fileInput().getAttribute('accept')!.split(',');
    expect(accept).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', 'application/msword']));
    expect(accept).not.toContain('.txt');
    expect(screen.getByText('Max 5MB · PDF, DOC or DOCX')).toBeInTheDocument();
  });

  it('reads a .doc on the server from its one upload, and tailors from that same upload', async () => {
    const user = userEvent.setup();
    const { calls, backend } = setupEasyApply();
    await uploadResume(user, resumeDoc());
    expect(calls.readWord).toHaveLength(1);
    const path = calls.readWord[0]!.path;
    expect(path).toMatch(/^uploads\/user-1\/resumes\/\d+_jordan-rivera\.doc$/);
    expect(backend.files.read(path)?.contentType).toBe('application/msword');

    await user.click(ui.find());
    await waitFor(() => expect(ui.cards()).toHaveLength(3));
    expect(calls.suggest[0]!.resumeText).toBe(RESUME_LINES.join('\n'));
    await user.click(ui.tailorButton(ui.cards()[0]!));
    await waitFor(() => expect(calls.tailor).toHaveLength(1));
    expect(calls.tailor[0]).toMatchObject({ jobId: 'job-1', originalResumePath: path });
    expect(await screen.findByText('Your tailored resume is ready!')).toBeInTheDocument();
  });

  it('says what to do when the server cannot read the .doc', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setupEasyApply({
      readWord: () => {
        throw new BackendError('invalid-argument', EASY_APPLY_MESSAGES.docUnreadable);
      },
    });
    await user.upload(ui.fileInput(), resumeDoc());
    expect(await screen.findByRole('alert')).toHaveTextContent(EASY_APPLY_MESSAGES.docUnreadable);
    expect(screen.queryByText('File uploaded successfully')).not.toBeInTheDocument();
  });

  it("names this page's formats when a file is none of them", async () => {
    const user = userEvent.setup();
    setupEasyApply();
    await user.upload(ui.fileInput(), asFile(randomBytes(3000), 'resume.pdf', 'application/pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EASY_APPLY_MESSAGES.wrongFileType);
    expect(alert).not.toHaveTextContent(magicCvMessages.wrongType);
  });
});

describe('Easy Apply job cards (docs/product-rules.md 5.2)', () => {
  it('shows a sample posting with a label and its text, never a link', async () => {
    const user = userEvent.setup();
    const sample = fakeJob({
      id: 'seed-retail',
      title: 'Retail Sales Associate',
      url: null,
      sample: true,
      description: 'NorthPeak sells outdoor gear. Customer service or retail experience.',
    });
    setupEasyApply({ suggest: () => fakeSuggestions({ suggestions: [sample, fakeJob({ id: 'real' })] }) });
    await uploadResume(user);
    await user.click(ui.find());
    await waitFor(() => expect(ui.cards()).toHaveLength(2));
    const [card, real] = ui.cards();
    expect(within(card!).getByText('Sample posting')).toBeInTheDocument();
    expect(within(card!).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(card!).getByText('Read the posting'));
    expect(within(card!).getByText(/Customer service or retail experience/)).toBeVisible();
    expect(within(real!).getByRole('link', { name: /View posting/ })).toHaveAttribute(
      'href',
      'https://boards.example.test/fabrikam/1',
    );
    expect(within(real!).queryByText('Sample posting')).not.toBeInTheDocument();
  });

  it('says why a posting that names few requirements counts for less', async () => {
    const user = userEvent.setup();
    setupEasyApply({
      suggest: () =>
        fakeSuggestions({ suggestions: [fakeJob({ requirementCount: 2 }), fakeJob({ id: 'j2' })] }),
    });
    await uploadResume(user);
    await user.click(ui.find());
    await waitFor(() => expect(ui.cards()).toHaveLength(2));
    expect(ui.cards()[0]).toHaveTextContent(
      'This posting names only 2 requirements, so its match counts for less.',
    );
    expect(ui.cards()[1]).not.toHaveTextContent('counts for less');
  });
});
