import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => vi.restoreAllMocks());

const setup = () => {
  const backend = createFakeBackend({ user: fakeUser({ providers: ['password'] }) });
  const user = userEvent.setup();
  renderWithProviders(<ChangePasswordForm />, { backend });
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await user.type(screen.getByLabelText('Current Password'), current);
    if (next) await user.type(screen.getByLabelText('New Password'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
  };
  return { backend, fill };
};

describe('ChangePasswordForm', () => {
  it('requires the current and the new password', async () => {
    const { backend, fill } = setup();
    await fill('', '', '');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(backend.auth.calls).toHaveLength(0);
  });

  it('checks the confirmation and the minimum length', async () => {
    const { fill } = setup();
    await fill('old-pass', 'abc', 'abd');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();
  });

  it('changes the password and reports success', async () => {
    const { backend, fill } = setup();
    await fill('old-pass', 'new-pass-1', 'new-pass-1');
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(backend.auth.calls).toEqual([{ method: 'changePassword', args: ['old-pass', 'new-pass-1'] }]);
  });

  it.each(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'])(
    'maps %s to "Current password is incorrect"',
    async (code) => {
      const { backend, fill } = setup();
      backend.auth.failNext('changePassword', new AuthError(code, 'bad'));
      await fill('wrong', 'new-pass-1', 'new-pass-1');
      expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    },
  );

  it.each([
    [
      'auth/network-request-failed',
      'Failed to update password: Could not connect. Please check your internet connection and try again.',
    ],
    [
      'auth/too-many-requests',
      'Failed to update password: Too many attempts. Please wait a few minutes and try again.',
    ],
    [
      'auth/requires-recent-login',
      'Failed to update password: For your security, please sign out, sign in again and then retry.',
    ],
    ['auth/internal-error', 'Failed to update password: Something went wrong. Please try again.'],
  ])('reports %s in the person’s words, never the SDK’s text', async (code, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend, fill } = setup();
    backend.auth.failNext('changePassword', new AuthError(code, `Firebase: Error (${code}).`));
    await fill('old-pass', 'new-pass-1', 'new-pass-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent(/Firebase|auth\//);
  });
});
