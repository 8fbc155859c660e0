import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupEasyApply } from '../testing/easy-apply-backend';

beforeEach(() => localStorage.clear());

const record = (over: Record<string, unknown>) => ({
  userId: 'user-1',
  jobTitle: 'Data Analyst',
  processedAt: new Date('2025-01-01T10:00:00Z'),
  status: 'completed',
  downloadUrl: null,
  ...over,
});

describe('Easy Apply usage tracker', () => {
  it("shows today's lazyApply count", async () => {
    const { calls } = setupEasyApply({ usage: { used: 2, limit: 3, day: '2025-01-01' } });
    expect(await screen.findByTestId('usage-count')).toHaveTextContent('2/3');
    expect(calls.usage[0]).toEqual({ feature: 'lazyApply' });
    expect(screen.getByRole('progressbar', { name: 'Tailored resumes today' })).toHaveAttribute(
      'data-tone',
      'yellow',
    );
  });

  it('lists the Easy Apply records newest first in the History modal', async () => {
    const user = userEvent.setup();
    const { backend } = setupEasyApply({
      seed: {
        'processedResumes/a': record({
          tool: 'lazyApply',
          jobTitle: 'BI Developer',
          companyName: 'Contoso',
          downloadUrl: 'https://files.memory.test/a.pdf',
        }),
        'processedResumes/b': record({
          tool: 'lazyApply',
          jobTitle: 'Data Engineer',
          companyName: 'Fabrikam',
          status: 'processing',
          processedAt: new Date('2025-01-02T10:00:00Z'),
        }),
        'processedResumes/magic': record({ jobTitle: 'Magic CV run', downloadUrl: 'https://x.test/m.pdf' }),
        // A Magic CV run whose pasted job named its company: still not Easy Apply's.
        'processedResumes/magic-2': record({
          tool: 'magicCV',
          companyName: 'Northwind',
          jobTitle: 'Analyst',
        }),
        'processedResumes/other': record({
          tool: 'lazyApply',
          userId: 'user-2',
          companyName: 'Other',
          jobTitle: 'Not mine',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Job Title', 'Date Processed', 'Status', 'Resume']);
    const rows = await within(dialog).findAllByTestId('easy-apply-history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Data Engineer');
    expect(within(rows[0]!).getByText('Processing')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('BI Developer');
    expect(rows[1]).toHaveTextContent('Contoso');
    expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      'https://files.memory.test/a.pdf',
    );

    // Live: a record finishing updates the open table.
    backend.docs.seed({
      'processedResumes/b': record({
        tool: 'lazyApply',
        jobTitle: 'Data Engineer',
        companyName: 'Fabrikam',
        processedAt: new Date('2025-01-02T10:00:00Z'),
        downloadUrl: 'https://files.memory.test/b.pdf',
      }),
    });
    await waitFor(() => expect(within(dialog).getAllByText('Completed')).toHaveLength(2));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when there is no Easy Apply history yet', async () => {
    const user = userEvent.setup();
    setupEasyApply();
    await user.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findByText('No tailored resumes yet. They will appear here.')).toBeInTheDocument();
  });
});
