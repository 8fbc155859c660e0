import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { NotificationsTab } from '../routes/notifications-tab';

const DAY = 24 * 60 * 60 * 1000;

function renderTab(failWrites = false) {
  const backend = createFakeBackend({
    user: fakeUser({ admin: true }),
    docs: { guard: (op) => (failWrites && op === 'write' ? new BackendError('unavailable', 'down') : null) },
  });
  renderWithProviders(<NotificationsTab />, { backend, path: '/admin/notifications' });
  return backend;
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Create Notification' }));
  return screen.getByRole('form', { name: 'Create Notification' });
}

const stored = (backend: ReturnType<typeof renderTab>) =>
  Object.entries(backend.docs.dump()).filter(([p]) => p.startsWith('notifications/'));

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('Create Notification form', () => {
  it('shows the required-field messages for a missing title and message and writes nothing', async () => {
    const user = userEvent.setup();
    const backend = renderTab();
    await openForm(user);
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(stored(backend)).toHaveLength(0);
  });

  it('creates an unread notification, announces it and closes 2 s later', async () => {
    const user = userEvent.setup();
    const backend = renderTab();
    await openForm(user);
    await user.type(screen.getByLabelText('Title'), ' Maintenance ');
    await user.type(screen.getByLabelText('Message'), 'Down on Sunday');
    await user.selectOptions(screen.getByLabelText('Type'), 'warning');
    await user.selectOptions(screen.getByLabelText('Target audience'), 'premium');
    await user.clear(screen.getByLabelText('Expires in (days)'));
    await user.type(screen.getByLabelText('Expires in (days)'), '30');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));

    expect(await screen.findByText('Notification created successfully')).toBeInTheDocument();
    const [[, doc]] = stored(backend) as [[string, Record<string, unknown>]];
    expect(doc).toMatchObject({
      title: 'Maintenance',
      message: 'Down on Sunday',
      type: 'warning',
      targetUserType: 'premium',
      isRead: false,
    });
    expect(doc.createdAt).toBeInstanceOf(Date);
    const expires = (doc.expiresAt as Date).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    // The list refreshes with the new one while the form is still open.
    expect(await screen.findByRole('heading', { name: 'Maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create Notification' })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByRole('form', { name: 'Create Notification' })).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
  });

  it('falls back to 7 days when expiry is not a number and clamps it to 365', async () => {
    const user = userEvent.setup();
    const backend = renderTab();
    await openForm(user);
    const days = screen.getByLabelText('Expires in (days)');
    expect(days).toHaveValue(7);
    await user.clear(days);
    expect(screen.getByTestId('expiry-hint')).toHaveTextContent('Expires after 7 days');
    await user.type(days, '900');
    expect(screen.getByTestId('expiry-hint')).toHaveTextContent('Expires after 365 days');
    await user.clear(days);
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Message'), 'M');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    await screen.findByText('Notification created successfully');
    const [[, doc]] = stored(backend) as [[string, Record<string, unknown>]];
    expect(doc).toMatchObject({ type: 'info', targetUserType: 'all' });
    const expires = (doc.expiresAt as Date).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY);
  });

  it('says it failed and keeps the form open with what was typed', async () => {
    const user = userEvent.setup();
    renderTab(true);
    await openForm(user);
    await user.type(screen.getByLabelText('Title'), 'Title');
    await user.type(screen.getByLabelText('Message'), 'Body');
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create notification');
    expect(screen.getByLabelText('Title')).toHaveValue('Title');
    expect(screen.queryByText('Notification created successfully')).not.toBeInTheDocument();
  });

  it('Cancel closes the form', async () => {
    const user = userEvent.setup();
    renderTab();
    await openForm(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Create Notification' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Notification' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
