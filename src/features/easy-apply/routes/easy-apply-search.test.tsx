import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { EASY_APPLY_MESSAGES, JOB_SUGGESTIONS_KEY } from '@/domain/jobs/contract';
import {
  fakeJob,
  fakeSuggestions,
  pasteResume,
  RESUME_TEXT,
  setupEasyApply,
  ui,
} from '../testing/easy-apply-backend';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Easy Apply search', () => {
  it('shows the Beta badge and refuses an empty form with the documented message', async () => {
    const user = userEvent.setup();
    const { calls } = setupEasyApply();
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Suggestions' })).toBeInTheDocument();
    expect(screen.getByText('Beta')).toBeInTheDocument();
    await user.click(ui.find());
    expect(await screen.findByRole('alert')).toHaveTextContent(EASY_APPLY_MESSAGES.cvOrText);
    expect(calls.suggest).toHaveLength(0);
    expect(ui.cards()).toHaveLength(0);
  });

  it('calls suggestJobs with the text and lists the jobs best first with score and keywords', async () => {
    const user = userEvent.setup();
    const { calls } = setupEasyApply();
    await pasteResume(user);
    await user.click(ui.find());

    await waitFor(() => expect(ui.cards()).toHaveLength(3));
    expect(calls.suggest).toEqual([{ resumeText: RESUME_TEXT }]);
    const [first, second, third] = ui.cards();
    expect(within(first!).getByRole('heading', { name: 'Senior Data Analyst' })).toBeInTheDocument();
    expect(within(first!).getByText('Fabrikam')).toBeInTheDocument();
    expect(within(first!).getByText('Remote')).toBeInTheDocument();
    expect(within(first!).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(first!).getByTestId('match-score')).toHaveTextContent('82% match');
    expect(within(first!).getByTestId('match-score')).toHaveAttribute('data-band', 'high');
    expect(first).toHaveTextContent('Keyword match rate 67% (aim for 80%)');
    const matched = within(first!).getByRole('list', { name: 'Matched keywords' });
    expect(
      within(matched)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['sql', 'python']);
    expect(within(first!).getByRole('list', { name: 'Missing keywords' })).toHaveTextContent('tableau');
    const link = within(first!).getByRole('link', { name: /View posting/ });
    expect(link).toHaveAttribute('href', 'https://boards.example.test/fabrikam/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(second!).getByText('BI Developer')).toBeInTheDocument();
    expect(within(second!).getByTestId('match-score')).toHaveAttribute('data-band', 'medium');
    expect(within(third!).getByTestId('match-score')).toHaveAttribute('data-band', 'low');
    expect(within(third!).queryByRole('list', { name: 'Matched keywords' })).not.toBeInTheDocument();

    const cached = JSON.parse(localStorage.getItem(JOB_SUGGESTIONS_KEY)!);
    expect(cached.uid).toBe('user-1');
    expect(cached.suggestions.map((s: { id: string }) => s.id)).toEqual(['job-1', 'job-2', 'job-3']);
    expect(cached.generatedAt).toEqual(expect.any(String));
  });

  it('restores the last list from local storage on load, and Clear removes it', async () => {
    const user = userEvent.setup();
    const stored = fakeSuggestions({ suggestions: [fakeJob({ title: 'Cached Analyst' })] });
    localStorage.setItem(JOB_SUGGESTIONS_KEY, JSON.stringify({ uid: 'user-1', ...stored }));
    const { calls } = setupEasyApply();
    expect(await screen.findByRole('heading', { name: 'Cached Analyst' })).toBeInTheDocument();
    expect(calls.suggest).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(ui.cards()).toHaveLength(0);
    expect(localStorage.getItem(JOB_SUGGESTIONS_KEY)).toBeNull();
  });

  it("ignores another user's or a damaged cache", async () => {
    localStorage.setItem(JOB_SUGGESTIONS_KEY, JSON.stringify({ uid: 'someone-else', ...fakeSuggestions() }));
    setupEasyApply();
    await screen.findByRole('button', { name: 'Find Jobs' });
    expect(ui.cards()).toHaveLength(0);
  });

  it('replaces the list on a new search and shows notices above it', async () => {
    const user = userEvent.setup();
    localStorage.setItem(JOB_SUGGESTIONS_KEY, JSON.stringify({ uid: 'user-1', ...fakeSuggestions() }));
    setupEasyApply({
      suggest: () =>
        fakeSuggestions({
          suggestions: [fakeJob({ id: 'new', title: 'Fresh Role' })],
          notices: [EASY_APPLY_MESSAGES.boardUnavailable('Greenhouse')],
        }),
    });
    await waitFor(() => expect(ui.cards()).toHaveLength(3));
    await pasteResume(user);
    await user.click(ui.find());
    expect(await screen.findByRole('heading', { name: 'Fresh Role' })).toBeInTheDocument();
    expect(ui.cards()).toHaveLength(1);
    expect(screen.getByText(EASY_APPLY_MESSAGES.boardUnavailable('Greenhouse'))).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(JOB_SUGGESTIONS_KEY)!).suggestions).toHaveLength(1);
  });

  it('says so when no job matches', async () => {
    const user = userEvent.setup();
    setupEasyApply({ suggest: () => fakeSuggestions({ suggestions: [] }) });
    await pasteResume(user);
    await user.click(ui.find());
    expect(await screen.findByText(EASY_APPLY_MESSAGES.noJobs)).toBeInTheDocument();
  });

  it("shows the server's message when the search fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setupEasyApply({
      suggest: () => {
        throw new BackendError('resource-exhausted', EASY_APPLY_MESSAGES.dailyLimit);
      },
    });
    await pasteResume(user);
    await user.click(ui.find());
    expect(await screen.findByRole('alert')).toHaveTextContent(EASY_APPLY_MESSAGES.dailyLimit);
    expect(ui.find()).toBeEnabled();
  });
});
