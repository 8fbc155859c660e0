import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { createFakeBackend, fakeUser, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { IdeaPrompt } from './idea-prompt';

const NOW = new Date('2025-03-01T12:00:00Z');

function setup(opts: { user?: ReturnType<typeof fakeUser> | null; failWrites?: boolean } = {}) {
  const backend = createFakeBackend({
    user: opts.user ?? null,
    docs: {
      now: () => NOW,
      guard: (op) => (opts.failWrites && op === 'write' ? new BackendError('unavailable', 'down') : null),
    },
  });
  renderWithProviders(<IdeaPrompt />, { backend });
  return { backend, user: userEvent.setup() };
}

const stored = (backend: FakeBackend) =>
  Object.entries(backend.docs.dump()).filter(([p]) => p.startsWith('ideas/'));

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Suggest a Tool' }));
  // The dialog and its form load when first opened.
  return screen.findByRole('dialog', { name: 'Suggest a Tool' });
}

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('Idea dialog', () => {
  it('checks name, e-mail and idea, and stores nothing until they are right', async () => {
    const { backend, user } = setup();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.type(within(dialog).getByLabelText('Your idea'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Send Idea' }));

    expect(await within(dialog).findByText('Please enter your name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please describe your idea in at least 10 characters.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your idea')).toHaveAttribute('aria-invalid', 'true');
    expect(stored(backend)).toHaveLength(0);
  });

  it('stores a visitor’s idea, trimmed, with no uid and the server’s time, then closes', async () => {
    const { backend, user } = setup();
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText('Name'), '  Sam Visitor ');
    await user.type(within(dialog).getByLabelText('E-mail'), 'sam@example.test');
    await user.type(within(dialog).getByLabelText('Your idea'), '  A salary negotiation coach  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Idea' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you! Your idea has been sent to our team.',
    );
    expect(stored(backend).map(([, d]) => d)).toEqual([
      {
        name: 'Sam Visitor',
        email: 'sam@example.test',
        idea: 'A salary negotiation coach',
        userId: null,
        createdAt: NOW,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3500 });
  });

  it('fills in a signed-in user’s name and e-mail and stores their uid', async () => {
    const { backend, user } = setup({
      user: fakeUser({ uid: 'u-42', displayName: 'Jane Doe', email: 'jane@example.test' }),
    });
    const dialog = await open(user);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('jane@example.test');
    await user.type(within(dialog).getByLabelText('Your idea'), 'Mock interviews with feedback');
    await user.click(within(dialog).getByRole('button', { name: 'Send Idea' }));
    await within(dialog).findByRole('status');
    expect(stored(backend)[0]![1]).toMatchObject({ name: 'Jane Doe', userId: 'u-42' });
  });

  it('says so when the idea cannot be stored, and keeps the dialog and its text', async () => {
    const { backend, user } = setup({ failWrites: true });
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Sam');
    await user.type(within(dialog).getByLabelText('E-mail'), 'sam@example.test');
    await user.type(within(dialog).getByLabelText('Your idea'), 'A cover letter writer');
    await user.click(within(dialog).getByRole('button', { name: 'Send Idea' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, we could not send your idea. Please try again.',
    );
    expect(within(dialog).getByLabelText('Your idea')).toHaveValue('A cover letter writer');
    expect(stored(backend)).toHaveLength(0);
  });

  it('closes an untouched form at once, from Escape, the close button or outside', async () => {
    const { user } = setup({ user: fakeUser({ displayName: 'Jane Doe', email: 'jane@example.test' }) });
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await open(user);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before closing with text typed: Keep editing keeps it, Discard closes', async () => {
    const { user } = setup();
    let dialog = await open(user);
    await user.type(within(dialog).getByLabelText('Your idea'), 'A salary coach');

    for (const close of [
      () => user.keyboard('{Escape}'),
      () => user.click(within(dialog).getByRole('button', { name: 'Close' })),
      () => user.click(screen.getByTestId('dialog-backdrop')),
      () => user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ]) {
      await close();
      const ask = screen.getByRole('dialog', { name: 'Discard your idea?' });
      expect(ask).toHaveTextContent(
        'Your idea has not been sent. If you close now, what you wrote will be lost.',
      );
      expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
      await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
      dialog = screen.getByRole('dialog', { name: 'Suggest a Tool' });
      expect(within(dialog).getByLabelText('Your idea')).toHaveValue('A salary coach');
      expect(within(dialog).getByLabelText('Your idea')).toHaveFocus();
    }

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opened again, the form starts empty and closes at once.
    dialog = await open(user);
    expect(within(dialog).getByLabelText('Your idea')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
