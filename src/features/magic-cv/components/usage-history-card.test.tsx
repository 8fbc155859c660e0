import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { MagicCvPage } from '../routes/magic-cv-page';

const record = (n: number, extra: Record<string, unknown> = {}) => ({
  [`processedResumes/r${n}`]: {
    userId: 'user-1',
    jobTitle: `Job ${n}`,
    processedAt: new Date(Date.UTC(2025, 0, n, 9)),
    status: 'completed',
    downloadUrl: `https://files.test/r${n}.pdf?token=t`,
    ...extra,
  },
});

function renderPage(seed: Record<string, Record<string, unknown>>, usage = { used: 1, limit: 2 }) {
  const backend = createFakeBackend({
    user: fakeUser(),
    docs: { seed },
    callables: { getDailyUsage: () => ({ ...usage, day: '2025-01-05' }), tailorResume: () => ({}) },
  });
  return renderWithProviders(<MagicCvPage uid="user-1" />, { backend, path: '/magic-cv' });
}

describe('Daily usage and history card', () => {
  it('shows the newest 3 entries with a More / Less toggle', async () => {
    const user = userEvent.setup();
    renderPage({ ...record(1), ...record(2), ...record(3), ...record(4), ...record(5) });
    const items = await screen.findAllByTestId('history-entry');
    expect(items.map((i) => within(i).getByText(/^Job/).textContent)).toEqual(['Job 5', 'Job 4', 'Job 3']);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getAllByTestId('history-entry')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Less' }));
    expect(screen.getAllByTestId('history-entry')).toHaveLength(3);
    const link = screen.getAllByRole('link', { name: /^Download/ })[0]!;
    expect(link).toHaveAccessibleName('Download resume for Job 5');
    expect(link).toHaveAttribute('href', 'https://files.test/r5.pdf?token=t');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('download');
  });

  it("shows only this user's records, with processing and failed states", async () => {
    renderPage({
      ...record(1, { status: 'failed', downloadUrl: null, failureReason: 'Could not get job description.' }),
      ...record(2, { status: 'processing', downloadUrl: null }),
      ...record(3, { userId: 'someone-else' }),
    });
    const items = await screen.findAllByTestId('history-entry');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Processing')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Failed')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Could not get job description.')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('shows the usage for the day with its colour', async () => {
    renderPage({}, { used: 1, limit: 2 });
    expect(await screen.findByTestId('usage-count')).toHaveTextContent('1/2');
    expect(screen.getByRole('progressbar', { name: 'Resumes enhanced today' })).toHaveAttribute(
      'data-tone',
      'yellow',
    );
  });

  it('shows a load error when the history listener fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = createFakeBackend({
      user: fakeUser(),
      docs: {
        guard: (op, path) =>
          op === 'watch' && path.startsWith('processedResumes')
            ? new BackendError('permission-denied', 'no')
            : null,
      },
      callables: { getDailyUsage: () => ({ used: 0, limit: 2, day: 'd' }) },
    });
    renderWithProviders(<MagicCvPage uid="user-1" />, { backend, path: '/magic-cv' });
    expect(await screen.findByText('Your history could not be loaded.')).toBeInTheDocument();
    act(() => vi.restoreAllMocks());
  });
});
