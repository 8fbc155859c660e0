import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProcessedTemplateEntry } from '@/domain/history-record';
import { HistoryList } from './history-list';

const entry = (n: number, over: Partial<ProcessedTemplateEntry> = {}): ProcessedTemplateEntry => ({
  id: `r${n}`,
  templateName: `Template ${n}`,
  processedAt: new Date(Date.UTC(2025, 0, n, 10)),
  status: 'completed',
  downloadUrl: `https://files.memory.test/r${n}.pdf`,
  ...over,
});

describe('HistoryList', () => {
  it('shows the empty text', () => {
    render(<HistoryList history={{ status: 'ready', entries: [] }} onDownloaded={() => {}} />);
    expect(screen.getByText('No templates generated yet')).toBeInTheDocument();
  });

  it('shows 3 entries, then More / Show Less', async () => {
    const user = userEvent.setup();
    const entries = [entry(4), entry(3), entry(2, { status: 'processing', downloadUrl: null }), entry(1)];
    render(<HistoryList history={{ status: 'ready', entries }} onDownloaded={() => {}} />);
    expect(screen.getAllByTestId('history-entry')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getAllByTestId('history-entry')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByTestId('history-entry')).toHaveLength(3);

    const [done, , processing] = screen.getAllByTestId('history-entry');
    expect(within(done!).getByText('Template 4')).toBeInTheDocument();
    expect(within(done!).getByRole('link', { name: 'Download Template 4' })).toHaveAttribute(
      'href',
      'https://files.memory.test/r4.pdf',
    );
    expect(within(done!).getByText(/2025/)).toBeInTheDocument();
    expect(within(processing!).getByText('Processing')).toBeInTheDocument();
    expect(within(processing!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no More button for 3 entries or fewer', () => {
    render(
      <HistoryList
        history={{ status: 'ready', entries: [entry(1), entry(2), entry(3)] }}
        onDownloaded={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
