import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import type { MemoryOp } from '@/backend/memory/memory-doc-store';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { NotificationsTab } from './notifications-tab';

const DAY = 24 * 60 * 60 * 1000;
const stored = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  message: `${title} message`,
  type: 'info',
  targetUserType: 'all',
  createdAt: new Date('2025-01-10T00:00:00Z'),
  expiresAt: new Date(Date.now() + 3 * DAY),
  isRead: false,
  ...extra,
});

function renderTab(seed: Record<string, Record<string, unknown>> = {}, failOn?: MemoryOp) {
  const backend = createFakeBackend({
    user: fakeUser({ admin: true }),
    docs: {
      seed,
      guard: (op) => (op === failOn ? new BackendError('permission-denied', 'denied') : null),
    },
  });
  renderWithProviders(<NotificationsTab />, { backend, path: '/admin/notifications' });
  return backend;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Notifications' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('Notification Center: list, filters and sort', () => {
  it('lists newest first with type, audience, dates and an expired marker; toggles to oldest first', async () => {
    const user = userEvent.setup();
    renderTab({
      'notifications/a': stored('Older', { createdAt: new Date('2025-01-01T00:00:00Z'), type: 'warning' }),
      'notifications/b': stored('Newer', {
        targetUserType: 'premium',
        expiresAt: new Date(Date.now() - DAY),
      }),
    });
    await screen.findByRole('heading', { name: 'Newer' });
    expect(titles()).toEqual(['Newer', 'Older']);
    const newer = screen.getByRole('listitem', { name: 'Newer' });
    expect(within(newer).getByText('Premium users')).toBeInTheDocument();
    expect(within(newer).getByText('Info')).toBeInTheDocument();
    expect(within(newer).getAllByText('Expired')[0]).toBeInTheDocument();
    const older = screen.getByRole('listitem', { name: 'Older' });
    expect(within(older).getByText('Warning')).toBeInTheDocument();
    expect(within(older).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(older).getByText(/^Created .* · Expires /)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Newest first' }));
    await waitFor(() => expect(titles()).toEqual(['Older', 'Newer']));
    expect(screen.getByRole('button', { name: 'Oldest first' })).toBeInTheDocument();
  });

  it('filters by type with chips and shows the empty-state hints', async () => {
    const user = userEvent.setup();
    renderTab({
      'notifications/a': stored('Heads up', { type: 'warning' }),
      'notifications/b': stored('FYI'),
    });
    await screen.findByRole('heading', { name: 'FYI' });
    const chips = within(screen.getByRole('group', { name: 'Filter by type' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['All', 'Info', 'Success', 'Warning', 'Error']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Warning' }));
    await waitFor(() => expect(titles()).toEqual(['Heads up']));
    expect(screen.getByRole('button', { name: 'Warning' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Error' }));
    expect(await screen.findByText('No notifications found')).toBeInTheDocument();
    expect(screen.getByText('No error notifications found. Try changing the filter.')).toBeInTheDocument();
  });

  it('suggests creating the first one when there are none at all', async () => {
    renderTab();
    expect(await screen.findByText('No notifications found')).toBeInTheDocument();
    expect(screen.getByText('Create your first notification to get started.')).toBeInTheDocument();
  });

  it('refresh picks up a notification written elsewhere', async () => {
    const user = userEvent.setup();
    const backend = renderTab();
    await screen.findByText('No notifications found');
    backend.docs.seed({ 'notifications/z': stored('Fresh') });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Fresh' })).toBeInTheDocument();
  });
});

describe('Notification Center: mark as read', () => {
  it('sets isRead and removes the button; a failure is only logged', async () => {
    const user = userEvent.setup();
    const backend = renderTab({ 'notifications/a': stored('Unread one') });
    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument(),
    );
    expect(backend.docs.dump()['notifications/a']!.isRead).toBe(true);
    expect(screen.getByText('Read')).toBeInTheDocument();
  });

  it('logs a failed update and keeps the notification unread', async () => {
    const user = userEvent.setup();
    const backend = renderTab({ 'notifications/a': stored('Unread one') }, 'write');
    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('mark notification as read failed', expect.any(Error)),
    );
    expect(backend.docs.dump()['notifications/a']!.isRead).toBe(false);
    expect(screen.getByRole('button', { name: 'Mark as read' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
