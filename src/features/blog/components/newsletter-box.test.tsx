import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { NewsletterBox } from './newsletter-box';

const NOW = new Date('2025-03-01T10:00:00Z');
const subscribers = (dump: Record<string, unknown>) =>
  Object.entries(dump).filter(([path]) => path.startsWith('newsletterSubscribers/'));

async function subscribe(email: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Email address'));
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterBox', { timeout: 20_000 }, () => {
  it('stores the trimmed, lowercased address with the server time and thanks the reader', async () => {
    const backend = createFakeBackend({ docs: { now: () => NOW } });
    renderWithProviders(<NewsletterBox />, { backend });
    await subscribe('  Me.Reader@Example.COM ');
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing!');
    const stored = subscribers(backend.docs.dump());
    expect(stored).toHaveLength(1);
    expect(stored[0]![1]).toEqual({ email: 'me.reader@example.com', createdAt: NOW, source: 'blog' });
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('refuses an invalid address without storing anything', async () => {
    const backend = createFakeBackend();
    renderWithProviders(<NewsletterBox />, { backend });
    await subscribe('not-an-email');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    await subscribe('@example.com');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(subscribers(backend.docs.dump())).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses an address over 254 characters', async () => {
    const backend = createFakeBackend();
    renderWithProviders(<NewsletterBox />, { backend });
    const long = `${'a'.repeat(250)}@b.io`;
    const field = screen.getByLabelText('Email address');
    // Typing 255 characters one by one is slow; a paste is what a user would do anyway.
    const user = userEvent.setup();
    await user.click(field);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(subscribers(backend.docs.dump())).toHaveLength(0);
  });

  it('says clearly when the address could not be saved, and lets the reader retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failing = true;
    const backend = createFakeBackend({
      docs: {
        guard: (op, path) =>
          failing && op === 'write' && path.startsWith('newsletterSubscribers')
            ? new BackendError('permission-denied', 'denied')
            : null,
      },
    });
    renderWithProviders(<NewsletterBox />, { backend });
    await subscribe('me@example.com');
    expect(
      await screen.findByText('We could not save your subscription. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thanks for subscribing!')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    await waitFor(() => expect(subscribers(backend.docs.dump())).toHaveLength(1));
    warn.mockRestore();
  });
});
