import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { HumanKeyRoute } from './human-key-route';
import { LifetimeRoute } from './lifetime-route';

// The dialog detects the country over the network; offline it falls back to the time zone.
// The dialog's body is its own chunk, loaded when a purchase opens: loaded once here, so the first
// test's time is its own.
beforeAll(() => import('@/features/payments/components/purchase-body'), 20_000);

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('offline'))),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('purchase dialog composition', () => {
  it("/human-key: 'Buy Human Key' opens the purchase dialog for Human Key", async () => {
    const backend = createFakeBackend({ user: fakeUser() });
    renderWithProviders(<HumanKeyRoute />, { backend, path: '/human-key' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Human Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Purchase' });
    expect((await within(dialog).findAllByText(/Human Key/)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Community Reviews' })).toBeInTheDocument();
  });

  it('/angel-lifetime: Buy Life Web opens the purchase dialog for Life Web', async () => {
    const backend = createFakeBackend({ user: fakeUser() });
    renderWithProviders(<LifetimeRoute />, { backend, path: '/angel-lifetime' });
    await userEvent.click(screen.getByRole('button', { name: 'Buy Life Web' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Purchase' });
    expect((await within(dialog).findAllByText(/Life Web/)).length).toBeGreaterThan(0);
  });
});
