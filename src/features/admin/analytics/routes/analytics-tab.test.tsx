import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type DocData } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { AnalyticsTab } from './analytics-tab';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const sub = (planId: string, status: string, extra: DocData = {}) => ({ planId, status, ...extra });

function seed(): Record<string, DocData> {
  return {
    // 2 new in the last 7 days, 3 in the last 30 (1 of them in days 7-14), 4 over 90.
    'users/a': { uid: 'a', createdAt: ago(1), lastLogin: ago(1), subscription: sub('pro', 'active') },
    'users/b': { uid: 'b', createdAt: ago(3), lastLogin: ago(2), subscription: sub('free', 'active') },
    'users/c': { uid: 'c', createdAt: ago(10), lastLogin: ago(40), subscription: sub('free', 'inactive') },
    'users/d': {
      uid: 'd',
      createdAt: ago(45),
      lastLogin: ago(50),
      subscription: sub('magic', 'cancelled', { expiryDate: ago(5) }),
    },
    'processedResumes/r1': { userId: 'a', processedAt: ago(1), status: 'completed' },
    'processedResumes/r2': { userId: 'a', processedAt: ago(2), status: 'failed' },
    'processedResumes/r3': { userId: 'b', processedAt: ago(20), status: 'completed' },
    'processedTemplates/t1': { userId: 'b', processedAt: ago(1), status: 'completed' },
    'paypalOrders/PP-1': { userId: 'a', amount: 71, currency: 'USD', status: 'COMPLETED', createdAt: ago(1) },
    'paypalOrders/PP-2': { userId: 'b', amount: 500, currency: 'USD', status: 'CREATED', createdAt: ago(1) },
    'razorpayOrders/rz-1': {
      userId: 'd',
      amount: 1670,
      currency: 'INR',
      status: 'COMPLETED',
      createdAt: ago(20),
    },
  };
}

function setup(
  docs: Record<string, DocData> = seed(),
  guard?: (op: string, path: string) => BackendError | null,
) {
  const backend = createFakeBackend({ user: fakeUser({ admin: true }), docs: { seed: docs, guard } });
  return { ...renderWithProviders(<AnalyticsTab />, { backend }), user: userEvent.setup() };
}

/** The value under a metric label inside one card. */
function metric(card: string, label: string) {
  const region = screen.getByRole('article', { name: card });
  return within(region).getByText(label).nextElementSibling?.textContent;
}

describe('AnalyticsTab', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // recharts measures 0x0 in jsdom
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the three cards and the three charts for the last 30 days by default', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading analytics...' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'User Metrics' });
    expect(screen.getByLabelText('Period')).toHaveValue('30');
    expect(metric('User Metrics', 'Total users')).toBe('4');
    expect(metric('User Metrics', 'New users')).toBe('3');
    expect(metric('User Metrics', 'Growth rate')).toBe('200%'); // 3 against 1 (45 days ago)
    expect(metric('User Metrics', 'Conversion rate')).toBe('25%');
    expect(metric('Usage Metrics', 'Resumes generated')).toBe('3');
    expect(metric('Usage Metrics', 'Templates used')).toBe('1');
    expect(metric('Usage Metrics', 'Completion rate')).toBe('66.7%');
    expect(metric('Usage Metrics', 'Active users')).toBe('2');
    expect(metric('Revenue Metrics', 'Total revenue')).toBe('$91.00'); // 71 + 1670 INR / 83.5
    expect(metric('Revenue Metrics', 'ARPU')).toBe('$91.00');
    expect(metric('Revenue Metrics', 'Churn rate')).toBe('50%');
    expect(metric('Revenue Metrics', 'Paid users')).toBe('1');
    for (const title of ['User Growth', 'Revenue Trend', 'Usage Statistics']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('recomputes for another period', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'User Metrics' });
    await user.selectOptions(screen.getByLabelText('Period'), '7');
    await waitFor(() => expect(metric('User Metrics', 'New users')).toBe('2'));
    expect(metric('Revenue Metrics', 'Total revenue')).toBe('$71.00');
    expect(metric('Usage Metrics', 'Resumes generated')).toBe('2');
    expect(metric('Usage Metrics', 'Completion rate')).toBe('50%');
  });

  it('reads the stores again on refresh', async () => {
    const { user, backend } = setup();
    await screen.findByRole('article', { name: 'User Metrics' });
    backend.docs.seed({ 'users/e': { uid: 'e', createdAt: ago(0.1), subscription: sub('free', 'active') } });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(metric('User Metrics', 'Total users')).toBe('5'));
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('logs a failed read and shows 0 for what it feeds', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(seed(), (op, path) =>
      op === 'query' && (path === 'users' || path === 'paypalOrders')
        ? new BackendError('unavailable', 'down')
        : null,
    );
    await screen.findByRole('article', { name: 'User Metrics' });
    expect(metric('User Metrics', 'Total users')).toBe('0');
    expect(metric('Revenue Metrics', 'Total revenue')).toBe('$20.00'); // Razorpay still read
    expect(metric('Usage Metrics', 'Resumes generated')).toBe('3');
    expect(error).toHaveBeenCalledWith('Analytics: failed to read users', expect.anything());
    expect(error).toHaveBeenCalledWith('Analytics: failed to read paypal orders', expect.anything());
  });

  it('exports the displayed metrics as a CSV file', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:report'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = setup();
    await screen.findByRole('article', { name: 'User Metrics' });
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^analytics_report_30d_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await blobs[0]!.text();
    expect(csv).toContain('Section,Metric,Value');
    expect(csv).toContain('User,Total users,4');
    expect(csv).toContain('Revenue,Total revenue (USD),$91.00');
    expect(csv).toContain('Date,New users,Revenue (USD),Resumes,Templates');
    expect(csv.split('\r\n').filter((l) => /^\d{4}-\d{2}-\d{2},/.test(l))).toHaveLength(30);
  });
});
