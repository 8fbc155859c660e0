import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { ProfilePage } from './profile-page';

function renderProfile(backend = createFakeBackend({ user: fakeUser() })) {
  return renderWithProviders(<ProfilePage />, { backend, path: '/profile' });
}

describe('ProfilePage', () => {
  it('shows the Free plan for a user document without subscription data', async () => {
    const backend = createFakeBackend({
      user: fakeUser({ displayName: 'Auth Name' }),
      docs: { seed: { 'users/user-1': { name: 'Doc Name', email: 'jane@example.test' } } },
    });
    renderProfile(backend);
    expect(await screen.findByTestId('plan-name')).toHaveTextContent('Free');
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Doc Name');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('jane@example.test');
    expect(screen.getByText('Credits').nextElementSibling).toHaveTextContent('0');
    expect(screen.getByText('Payment Provider').nextElementSibling).toHaveTextContent('None');
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent(/^Free$/);
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('updates live and falls back to the auth name, then "User"', async () => {
    const backend = createFakeBackend({ user: fakeUser({ displayName: null }) });
    renderProfile(backend);
    expect(await screen.findByTestId('plan-name')).toHaveTextContent('Free');
    expect(screen.getByTestId('profile-name')).toHaveTextContent('User');
    act(() =>
      backend.docs.seed({
        'users/user-1': {
          subscription: {
            planId: 'magic',
            planName: 'Magic',
            status: 'active',
            credits: 4000,
            paymentProvider: 'paypal',
            amount: 29.99,
          },
        },
      }),
    );
    expect(await screen.findByText('Magic')).toBeInTheDocument();
    expect(screen.getByText('Credits').nextElementSibling).toHaveTextContent('4000');
    expect(screen.getByText('Payment Provider').nextElementSibling).toHaveTextContent('PayPal');
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent(/^\$29\.99$/);
  });

  it('shows the load error when the listener fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = createFakeBackend({
      user: fakeUser(),
      docs: { guard: (op) => (op === 'watch' ? new BackendError('permission-denied', 'denied') : null) },
    });
    renderProfile(backend);
    expect(await screen.findByText('Failed to load subscription details')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('offers Security Settings only to e-mail accounts', async () => {
    const user = userEvent.setup();
    const google = renderProfile(createFakeBackend({ user: fakeUser({ providers: ['google.com'] }) }));
    await screen.findByTestId('plan-name');
    expect(screen.queryByRole('tab', { name: 'Security Settings' })).not.toBeInTheDocument();
    google.unmount();

    renderProfile(createFakeBackend({ user: fakeUser({ providers: ['password'] }) }));
    await user.click(await screen.findByRole('tab', { name: 'Security Settings' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByLabelText('Current Password')).toBeInTheDocument();
  });
});
