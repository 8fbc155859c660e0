import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderApp } from '../testing/render-app';

beforeEach(() => localStorage.clear());

const main = () => screen.getByRole('navigation', { name: 'Main' });
const notification = {
  id: 'n1',
  title: 'Welcome',
  message: 'Hello',
  type: 'info',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
};

describe('header notification bell', () => {
  it('is not shown to visitors', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    expect(within(main()).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it("shows a signed-in user's unseen count, on phones too (outside the desktop-only group)", async () => {
    const backend = createFakeBackend({
      user: fakeUser(),
      callables: { listMyNotifications: () => ({ notifications: [notification] }) },
    });
    renderApp('/pricing', backend);
    const bell = await within(main()).findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell.closest('.hidden')).toBeNull();
  });
});
