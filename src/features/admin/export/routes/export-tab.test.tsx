import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, inRange, renderExportTab, userRow } from '../testing/export-fixtures';

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => void (consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterEach(() => vi.restoreAllMocks());

const button = (name: string) => screen.getByRole('button', { name });
const rows = (n: number) => Array.from({ length: n }, (_, i) => userRow(i + 1));
const failing = () => {
  throw new Error('internal');
};

describe('ExportTab: field selection', () => {
  it('refuses to preview or export with no field selected', async () => {
    const user = userEvent.setup();
    const call = vi.fn(() => ({ success: true, data: rows(1) }));
    renderExportTab({ exportAuthUsers: call });
    await user.click(button('Clear All'));
    expect(screen.getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
    await user.click(button('Update Preview'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select at least one field to preview.',
    );
    await user.click(button('Export Data'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one field to export.');
    expect(call).not.toHaveBeenCalled();
    await user.click(button('Select All'));
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText('14 selected')).toBeInTheDocument();
  });
});

describe('ExportTab: preview', () => {
  it('loads 100 records through the callable and shows the first 10', async () => {
    const user = userEvent.setup();
    const call = vi.fn(() => ({ success: true, data: rows(12) }));
    renderExportTab({ exportAuthUsers: call });
    await user.click(screen.getByRole('checkbox', { name: 'providers' }));
    await user.selectOptions(screen.getByLabelText('Email Verified'), 'verified');
    await user.click(button('Update Preview'));
    expect(await screen.findByText('Showing first 10 of 12 records')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).queryByRole('columnheader', { name: 'providers' })).toBeNull();
    expect(within(table).getByText('user1@example.com')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({
        limit: 100,
        filters: { emailVerified: true },
        dateRange: {
          start: new Date(2025, 1, 13).toISOString(),
          end: new Date(2025, 2, 15, 23, 59, 59, 999).toISOString(),
        },
      }),
    );
    expect(screen.getByText('Records').nextSibling).toHaveTextContent('12');
    await user.click(button('Hide Preview'));
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(button('Show Preview'));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('falls back to the users collection when the callable fails, with the same filters', async () => {
    const user = userEvent.setup();
    renderExportTab({
      exportAuthUsers: failing,
      seed: {
        'users/a': {
          name: 'Ann',
          email: 'ann@x.com',
          createdAt: inRange(3),
          subscription: { planId: 'pro' },
        },
        'users/b': {
          name: 'Bob',
          email: 'bob@x.com',
          createdAt: inRange(2),
          subscription: { planId: 'free' },
        },
        'users/old': { name: 'Old', email: 'old@x.com', createdAt: new Date(2024, 0, 1) },
      },
    });
    await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
    await user.click(button('Update Preview'));
    expect(await screen.findByText('Showing first 1 of 1 records')).toBeInTheDocument();
    expect(screen.getByText('ann@x.com')).toBeInTheDocument();
    expect(screen.queryByText('old@x.com')).toBeNull();
    expect(consoleError).toHaveBeenCalled();
  });

  it('says both reads failed when the fallback fails too', async () => {
    const user = userEvent.setup();
    renderExportTab({ exportAuthUsers: failing, failQuery: ['users'] });
    await user.click(button('Update Preview'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Both Cloud Function and Firestore fallback failed\. Please ensure you have admin permissions and the data exists\.$/,
    );
  });

  it('tells the admin when nothing matches', async () => {
    const user = userEvent.setup();
    renderExportTab({ exportAuthUsers: () => ({ success: true, data: [] }) });
    await user.click(button('Show Preview'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No data found with the current filters. Please adjust your criteria.',
    );
    expect(screen.getByText('Showing first 0 of 0 records')).toBeInTheDocument();
  });

  it('merges the three comment stores with their labels, skipping one that fails', async () => {
    const user = userEvent.setup();
    const c = (content: string, day: number) => ({
      userId: 'u',
      userName: 'N',
      content,
      createdAt: inRange(day),
      likes: ['x'],
    });
    renderExportTab({
      seed: {
        'comments/1': c('general one', 1),
        'lazyApplyComments/2': c('lazy two', 3),
        'magicKeysComments/3': c('keys three', 2),
      },
      failQuery: ['magicKeysComments'],
    });
    await user.selectOptions(screen.getByLabelText('Data Source'), 'comments');
    await user.click(button('Update Preview'));
    expect(await screen.findByText('Showing first 2 of 2 records')).toBeInTheDocument();
    const body = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(body[0]).toHaveTextContent('LazyApply');
    expect(body[0]).toHaveTextContent('lazy two');
    expect(body[1]).toHaveTextContent('General');
    expect(screen.queryByText('keys three')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ExportTab: export', () => {
  it('streams the callable page by page into a CSV download and says where it went', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const call = vi.fn(async (data: unknown) => {
      const token = (data as { pageToken?: string }).pageToken;
      if (!token) return { success: true, data: rows(2), nextPageToken: 'p2' };
      await gate;
      return { success: true, data: [userRow(3, { name: 'Doe, "J"' })] };
    });
    renderExportTab({ exportAuthUsers: call });
    await user.click(button('Export Data'));
    expect(await screen.findByText('Exported 2 records...')).toBeInTheDocument();
    expect(button('Update Preview')).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Successfully exported 3 records to users_export_2025-03-15.csv!',
    );
    expect(call).toHaveBeenNthCalledWith(2, expect.objectContaining({ limit: 1000, pageToken: 'p2' }));
    expect(downloads.names).toEqual(['users_export_2025-03-15.csv']);
    const text = await downloads.blobs[0]!.text();
    const lines = text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'uid,email,name,emailVerified,disabled,providers,createdAt,lastLogin,planId,planName,subscriptionStatus,paymentProvider,amount,credits',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('"Doe, ""J"""');
    expect(button('Export Data')).toBeEnabled();
  });

  it('exports the de-duplicated e-mail list as a text file', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    renderExportTab({
      exportAuthUsers: () => ({
        success: true,
        data: [userRow(1), userRow(2, { email: 'USER1@example.com' }), userRow(3, { email: '' })],
      }),
    });
    await user.selectOptions(screen.getByLabelText('Format'), 'emails');
    await user.click(button('Export Data'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Successfully exported 1 records to emails_users_2025-03-15.txt!',
    );
    expect(await downloads.blobs[0]!.text()).toBe('user1@example.com\n');
  });

  it('refuses an e-mail list without addresses', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    renderExportTab({ exportAuthUsers: () => ({ success: true, data: [userRow(1, { email: '' })] }) });
    await user.selectOptions(screen.getByLabelText('Format'), 'emails');
    await user.click(button('Export Data'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No valid email addresses found in the selected data.',
    );
    expect(downloads.names).toEqual([]);
  });

  it('reports a failed read of another source in the documented wording', async () => {
    const user = userEvent.setup();
    captureDownloads();
    renderExportTab({ failQuery: ['processedResumes'] });
    await user.selectOptions(screen.getByLabelText('Data Source'), 'processedResumes');
    await user.click(button('Export Data'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error exporting data: denied. Please check the console for more details.',
    );
  });

  it('exports payments from the chosen provider stores as JSON', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const order = (status: string, day: number) => ({
      userId: 'u1',
      planId: 'pro',
      amount: 10,
      currency: 'USD',
      status,
      createdAt: inRange(day),
    });
    renderExportTab({
      seed: {
        'paypalOrders/p1': order('COMPLETED', 2),
        'paypalOrders/p2': order('FAILED', 3),
        'razorpayOrders/r1': order('COMPLETED', 4),
        'phonePeOrders/x1': order('COMPLETED', 5),
      },
    });
    await user.selectOptions(screen.getByLabelText('Data Source'), 'payments');
    await user.selectOptions(screen.getByLabelText('Payment Status'), 'completed');
    await user.selectOptions(screen.getByLabelText('Format'), 'json');
    await user.click(button('Export Data'));
    await screen.findByRole('status');
    expect(downloads.names).toEqual(['payments_export_2025-03-15.json']);
    const data = JSON.parse(await downloads.blobs[0]!.text()) as { id: string; provider: string }[];
    expect(data.map((d) => [d.id, d.provider])).toEqual([
      ['x1', 'phonepe'],
      ['r1', 'razorpay'],
      ['p1', 'paypal'],
    ]);
  });
});
