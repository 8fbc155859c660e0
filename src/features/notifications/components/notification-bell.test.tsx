import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MyNotification } from '@/domain/notifications';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { seenKey } from '../lib/seen-notifications';
import { NotificationBell } from './notification-bell';

const HOUR = 3600 * 1000;
const item = (id: string, extra: Partial<MyNotification> = {}): MyNotification => ({
  id,
  title: `Title ${id}`,
  message: `Message ${id}`,
  type: 'info',
  createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
  expiresAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  ...extra,
});

function renderBell(list: MyNotification[] | Error, uid = 'user-1') {
  let calls = 0;
  const backend = createFakeBackend({
    user: fakeUser({ uid }),
    callables: {
      listMyNotifications: () => {
        calls += 1;
        if (list instanceof Error) throw list;
        return { notifications: list };
      },
    },
  });
  renderWithProviders(
    <>
      <NotificationBell uid={uid} />
      <button type="button">Elsewhere</button>
    </>,
    { backend },
  );
  return { calls: () => calls };
}

beforeEach(() => localStorage.clear());

describe('NotificationBell', () => {
  it('shows the unseen count and lists the notifications with their age', async () => {
    const user = userEvent.setup();
    renderBell([
      item('a', { type: 'warning' }),
      item('b', { createdAt: new Date(Date.now() - 2 * 24 * HOUR).toISOString() }),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const items = within(within(panel).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Warning: Title a (new)');
    expect(items[0]).toHaveTextContent('Message a');
    expect(items[0]).toHaveTextContent('3 hours ago');
    expect(items[1]).toHaveTextContent('2 days ago');
    expect(within(panel).queryByText('No new notifications')).not.toBeInTheDocument();
  });

  it('Mark all as read hides the badge and remembers it for this user only', async () => {
    const user = userEvent.setup();
    renderBell([item('a'), item('b')]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('No new notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(seenKey('user-1'))!)).toEqual(['a', 'b']);
    expect(localStorage.getItem(seenKey('user-2'))).toBeNull();
  });

  it('counts only notifications not seen before', async () => {
    localStorage.setItem(seenKey('user-1'), JSON.stringify(['a']));
    renderBell([item('a'), item('b')]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('says there is nothing new when the list is empty', async () => {
    const user = userEvent.setup();
    const { calls } = renderBell([]);
    await waitFor(() => expect(calls()).toBe(1));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    await user.click(bell);
    expect(screen.getByText('No new notifications')).toBeInTheDocument();
  });

  it('closes on Escape with focus back on the bell, and on a click outside', async () => {
    const user = userEvent.setup();
    renderBell([item('a')]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    await user.click(bell);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    const { calls } = renderBell(new Error('offline'));
    await waitFor(() => expect(calls()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('Could not load notifications.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls()).toBe(2));
  });
});
