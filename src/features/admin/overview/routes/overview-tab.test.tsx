import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { OverviewTab } from './overview-tab';

const daysAgo = (d: number) => new Date(Date.now() - d * 24 * 60 * 60 * 1000);

const user = (name: string, planId: string, status: string, lastLogin: Date, createdAt: Date) => ({
  uid: name,
  name,
  email: `${name.toLowerCase()}@example.test`,
  createdAt,
  lastLogin,
  subscription: { planId, status },
});

function seed() {
  const docs: Record<string, Record<string, unknown>> = {
    'users/a': user('Ada', 'pro', 'active', daysAgo(0.5), daysAgo(40)),
    'users/b': user('Ben', 'free', 'active', daysAgo(3), daysAgo(20)),
    'users/c': user('Cy', 'basic-monthly', 'cancelled', daysAgo(60), daysAgo(10)),
    'users/d': user('Dee', 'magic-yearly', 'active', daysAgo(0.2), daysAgo(1)),
    'processedResumes/r1': {
      userId: 'a',
      jobTitle: 'Data Analyst',
      status: 'completed',
      processedAt: daysAgo(2),
    },
    'processedResumes/r2': { userId: 'b', jobTitle: 'Nurse', status: 'failed', processedAt: daysAgo(20) },
    'processedResumes/r3': {
      userId: 'b',
      jobTitle: 'Old Job',
      status: 'completed',
      processedAt: daysAgo(100),
    },
    'processedTemplates/t1': {
      userId: 'a',
      templateName: 'Nova',
      status: 'completed',
      processedAt: daysAgo(5),
    },
    'angelDownloads/d1': { source: 'desktop', platform: 'windows', createdAt: daysAgo(1) },
    'angelDownloads/d2': { source: 'angel-page', platform: 'mac-silicon', createdAt: daysAgo(2) },
    'angelDownloads/d3': { source: 'angel-page', platform: 'linux-deb', createdAt: daysAgo(25) },
    'pricingPageVisits/v1': {
      sessionId: 's1',
      userId: 'a',
      source: 'google.com',
      device: 'desktop',
      country: 'India',
      createdAt: daysAgo(1),
    },
    'pricingPageVisits/v2': {
      sessionId: 's1',
      userId: 'a',
      source: 'google.com',
      device: 'desktop',
      country: 'India',
      createdAt: daysAgo(1),
    },
    'pricingPageVisits/v3': {
      sessionId: 's2',
      userId: null,
      source: 'direct',
      device: 'mobile',
      country: 'Germany',
      createdAt: daysAgo(15),
    },
  };
  return docs;
}

function setup(failing?: string) {
  const backend = createFakeBackend({
    user: fakeUser({ admin: true }),
    docs: {
      seed: seed(),
      guard: (op, path) =>
        op === 'query' && path === failing ? new BackendError('unavailable', 'down') : null,
    },
  });
  renderWithProviders(<OverviewTab />, { backend });
  return userEvent.setup();
}

const card = (label: string) => screen.getByText(label).closest('dl')! as HTMLElement;
const list = (title: string) => screen.getByRole('region', { name: title });
const row = (title: string, label: string) => within(list(title)).getByText(label).closest('li')!.textContent;

describe('OverviewTab', () => {
  it('shows the cards, breakdowns, pricing analytics and recent lists for the last 30 days', async () => {
    setup();
    await screen.findByText('Total Users');
    expect(card('Total Users')).toHaveTextContent('4');
    expect(card('Total Users')).toHaveTextContent('50% paid');
    expect(card('Resumes Generated')).toHaveTextContent('2');
    expect(card('Resumes Generated')).toHaveTextContent('1 templates used');
    expect(card('Active Users (daily)')).toHaveTextContent('2');
    expect(card('Active Users (daily)')).toHaveTextContent('3 monthly');
    expect(card('Angel Downloads')).toHaveTextContent('3');
    expect(row('Downloads by Source', 'angel-page')).toBe('angel-page2');
    expect(row('Downloads by Platform', 'mac-silicon')).toBe('mac-silicon1');
    expect(row('Downloads by Platform', 'linux-arm-appimage')).toBe('linux-arm-appimage0');
    expect(card('Total Visits')).toHaveTextContent('3');
    expect(card('Unique Visitors')).toHaveTextContent('2');
    expect(card('Authenticated Visits')).toHaveTextContent('2');
    expect(row('Top Countries', 'India')).toBe('India2');
    expect(row('Device Types', 'mobile')).toBe('mobile1');
    const users = within(list('Recent Users')).getAllByRole('listitem');
    expect(users.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Dee'),
      expect.stringContaining('Cy'),
      expect.stringContaining('Ben'),
      expect.stringContaining('Ada'),
    ]);
    expect(within(list('Recent Resumes')).getAllByRole('listitem')[0]).toHaveTextContent('Data Analyst');
  });

  it('narrows the range-bound figures to 7 days', async () => {
    const user = setup();
    await screen.findByText('Total Users');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('Total Users');
    expect(card('Angel Downloads')).toHaveTextContent('2');
    expect(card('Resumes Generated')).toHaveTextContent('1');
    expect(card('Total Visits')).toHaveTextContent('2');
    expect(card('Unique Visitors')).toHaveTextContent('1');
    expect(card('Total Users')).toHaveTextContent('4');
  });

  it('logs a failed read and shows 0 for it, keeping the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup('angelDownloads');
    await screen.findByText('Total Users');
    expect(card('Angel Downloads')).toHaveTextContent('0');
    expect(row('Downloads by Source', 'desktop')).toBe('desktop0');
    expect(card('Total Users')).toHaveTextContent('4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('overview: counting angelDownloads failed', expect.any(BackendError));
    error.mockRestore();
  });
});
