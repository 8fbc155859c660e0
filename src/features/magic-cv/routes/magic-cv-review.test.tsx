import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/ports';
import { SAVE_FAILED_MESSAGE } from '@/components/resume-review/use-resume-review';
import { JOB_TEXT, ready, setupMagicCv, ui } from '../testing/magic-cv-backend';

const RESUME = [
  'Jordan Rivera',
  'jordan@example.com',
  'EXPERIENCE',
  'Data Analyst — Northwind Traders',
  'Jan 2021 - Present',
  '• Built weekly SQL reports for 40 stores',
  'SKILLS',
  'SQL, Python',
].join('\n');

async function pasteResume(user: UserEvent) {
  await user.click(ui.resumeText());
  await user.paste(RESUME);
}

async function generate(user: UserEvent) {
  await user.click(ui.jobDescription());
  await user.paste(JOB_TEXT);
  await user.click(ui.submit());
  await screen.findByText('Your enhanced resume is ready!');
}

const sheet = () => screen.getByRole('form', { name: 'Review what we read' });

describe('Magic CV: Review what we read', () => {
  it('shows what was read, saves the correction as the base resume and generates from it', async () => {
    const user = userEvent.setup();
    const { calls } = setupMagicCv();
    await ready();
    expect(screen.queryByRole('button', { name: 'Review what we read' })).not.toBeInTheDocument();
    await pasteResume(user);
    await user.click(screen.getByRole('button', { name: 'Review what we read' }));

    const form = within(sheet());
    expect(form.getByLabelText('Name')).toHaveValue('Jordan Rivera');
    const title = form.getByLabelText('Job title');
    expect(title).toHaveValue('Data Analyst');
    expect(form.getByLabelText('Employer')).toHaveValue('Northwind Traders');
    await user.clear(title);
    await user.type(title, 'Senior Data Analyst');
    await user.click(form.getByRole('button', { name: 'Save and use' }));

    expect(await screen.findByText('Using your reviewed resume')).toBeInTheDocument();
    expect(calls.saveBase).toHaveLength(1);
    expect(calls.saveBase[0]!.resume.experience?.[0]).toMatchObject({
      title: 'Senior Data Analyst',
      company: 'Northwind Traders',
    });
    expect(calls.saveBase[0]!.sourceText).toBe(RESUME);
    // Saving did not start a generation.
    expect(calls.tailor).toHaveLength(0);

    await generate(user);
    expect(calls.tailor[0]!.resume?.experience?.[0]?.title).toBe('Senior Data Analyst');
    expect(calls.tailor[0]!.resumeText).toBe(RESUME);
  });

  it("marks a name read that is not the account's name (the fake account is Jane Doe's)", async () => {
    const user = userEvent.setup();
    setupMagicCv();
    await ready();
    await pasteResume(user);
    await user.click(screen.getByRole('button', { name: 'Review what we read' }));
    const name = within(sheet()).getByLabelText('Name');
    const field = name.closest('[data-unsure]');
    expect(field).not.toBeNull();
    expect(within(field as HTMLElement).getByRole('note')).toHaveTextContent(
      'This is not the name on your account (Jane Doe). Check that it is your name, not a place or a heading.',
    );
  });

  it('sends no reviewed resume for people who skip the review', async () => {
    const user = userEvent.setup();
    const { calls } = setupMagicCv();
    await ready();
    await pasteResume(user);
    await generate(user);
    expect(calls.tailor[0]!.resume ?? null).toBeNull();
  });

  it('offers the saved base resume the next time, and uses it', async () => {
    const user = userEvent.setup();
    const saved = {
      userId: 'user-1',
      resume: {
        contact: { name: 'Jordan Rivera', email: null, phone: null, location: null, links: [] },
        headline: null,
        summary: null,
        experience: [
          {
            title: 'Lead Analyst',
            company: 'Northwind Traders',
            location: null,
            startDate: 'Jan 2021',
            endDate: 'Present',
            bullets: [],
          },
        ],
        education: [],
        skills: ['SQL'],
        projects: [],
        certifications: [],
        other: [],
      },
      sourceText: RESUME,
      sourceName: 'jordan.pdf',
      updatedAt: new Date('2026-11-20T10:00:00Z'),
    };
    const { calls } = setupMagicCv({ seed: { 'baseResumes/user-1': saved } });
    await ready();
    expect(await screen.findByText(/You have a saved resume for Jordan Rivera/)).toHaveTextContent(
      '(from jordan.pdf)',
    );
    await user.click(screen.getByRole('button', { name: 'Use my saved resume' }));
    expect(ui.resumeText()).toHaveValue(RESUME);
    expect(screen.getByText('Using your reviewed resume')).toBeInTheDocument();
    await generate(user);
    expect(calls.tailor[0]!.resume?.experience?.[0]?.title).toBe('Lead Analyst');
  });

  it('still uses the review when saving it fails, and says so', async () => {
    const user = userEvent.setup();
    const { calls } = setupMagicCv({
      saveBase: () => {
        throw new BackendError('unavailable', 'down');
      },
    });
    await ready();
    await pasteResume(user);
    await user.click(screen.getByRole('button', { name: 'Review what we read' }));
    await user.click(within(sheet()).getByRole('button', { name: 'Save and use' }));
    expect(await screen.findByText(SAVE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Using your reviewed resume')).toBeInTheDocument();
    await generate(user);
    await waitFor(() => expect(calls.tailor[0]!.resume?.contact.name).toBe('Jordan Rivera'));
  });

  it('forgets the review when the text changes', async () => {
    const user = userEvent.setup();
    setupMagicCv();
    await ready();
    await pasteResume(user);
    await user.click(screen.getByRole('button', { name: 'Review what we read' }));
    await user.click(within(sheet()).getByRole('button', { name: 'Save and use' }));
    await screen.findByText('Using your reviewed resume');
    await user.type(ui.resumeText(), ' more');
    expect(screen.queryByText('Using your reviewed resume')).not.toBeInTheDocument();
  });
});
