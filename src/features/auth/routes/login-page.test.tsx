import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { LoginPage } from './login-page';

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function renderLogin(backend = createFakeBackend(), state?: unknown) {
  return renderWithProviders(<LoginPage />, {
    backend,
    path: '/login',
    initialEntries: [{ pathname: '/login', state }],
  });
}

async function openEmailForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Continue with Email' }));
  const notice = screen.getByRole('dialog');
  await user.click(within(notice).getByRole('button', { name: 'Continue with Email' }));
}

describe('LoginPage', () => {
  it('shows the welcome heading and both sign-in options', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
  });

  it('asks first, then shows the e-mail form; Cancel and Back return to the options', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Email' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await openEmailForm(user);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Back to sign in options' }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('requires e-mail and password', async () => {
    const user = userEvent.setup();
    const { backend } = renderLogin();
    await openEmailForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(backend.auth.calls).toHaveLength(0);
  });

  it('maps auth/user-not-found to "Please sign up with Google first"', async () => {
    const user = userEvent.setup();
    const backend = createFakeBackend();
    backend.auth.failNext(
      'signInWithEmail',
      new AuthError('auth/user-not-found', 'There is no user record.'),
    );
    renderLogin(backend);
    await openEmailForm(user);
    await user.type(screen.getByLabelText('Email'), 'nobody@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication Error');
    expect(alert).toHaveTextContent('Please sign up with Google first');
  });

  it.each([
    ['auth/wrong-password', 'Incorrect email or password. Please try again.'],
    ['auth/invalid-credential', 'Incorrect email or password. Please try again.'],
    ['auth/invalid-login-credentials', 'Incorrect email or password. Please try again.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    [
      'auth/network-request-failed',
      'Could not connect. Please check your internet connection and try again.',
    ],
    ['auth/user-disabled', 'This account has been disabled. Please contact support.'],
    ['auth/internal-error', 'Failed to sign in'],
  ])('shows %s in the person’s words, never the SDK’s text', async (code, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = createFakeBackend();
    backend.auth.failNext('signInWithEmail', new AuthError(code, `Firebase: Error (${code}).`));
    renderLogin(backend);
    await openEmailForm(user);
    await user.type(screen.getByLabelText('Email'), 'jane@example.test');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication Error');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent(/Firebase|auth\//);
  });

  it('maps Google failures, falls back to "Failed to sign in with Google", and says nothing when the popup is closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = createFakeBackend();
    renderLogin(backend);
    const google = () => user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    backend.auth.failNext('signInWithGooglePopup', new AuthError('auth/internal-error', 'Firebase: boom'));
    await google();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in with Google');

    backend.auth.failNext(
      'signInWithGooglePopup',
      new AuthError('auth/popup-blocked', 'Firebase: Error (auth/popup-blocked).'),
    );
    await google();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your browser blocked the Google sign-in window. Please allow pop-ups for this site and try again.',
      ),
    );

    backend.auth.failNext(
      'signInWithGooglePopup',
      new AuthError('auth/popup-closed-by-user', 'Firebase: Error (auth/popup-closed-by-user).'),
    );
    await google();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('closing the local account chooser is the person’s choice: no error', async () => {
    const user = userEvent.setup();
    const { backend } = renderLogin(createFakeBackend({ googleMode: 'chooser' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(backend.auth.calls).toHaveLength(0);
  });

  it('goes to the page in navigation state after signing in', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('redirectAfterLogin', '/lazy-apply');
    const { router } = renderLogin(createFakeBackend(), { from: { pathname: '/magic-cv', search: '?a=1' } });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/magic-cv'));
    expect(router.state.location.search).toBe('?a=1');
  });

  it('falls back to the stored redirect (and removes it), else /', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('redirectAfterLogin', '/pricing?plan=pro');
    const { router } = renderLogin();
    await openEmailForm(user);
    await user.type(screen.getByLabelText('Email'), 'jane@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(router.state.location.search).toBe('?plan=pro');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('redirects an already signed-in user at once', async () => {
    const { router } = renderLogin(createFakeBackend({ user: fakeUser() }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it('offers an account chooser in local mode', async () => {
    const user = userEvent.setup();
    const { backend, router } = renderLogin(createFakeBackend({ googleMode: 'chooser' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const chooser = screen.getByRole('dialog', { name: 'Choose an account' });
    await user.type(within(chooser).getByLabelText('Email'), 'someone@gmail.test');
    await user.type(within(chooser).getByLabelText('Name'), 'Some One');
    await user.click(within(chooser).getByRole('button', { name: 'Use this account' }));
    expect(backend.auth.calls).toEqual([
      { method: 'signInWithGoogleAccount', args: [{ email: 'someone@gmail.test', name: 'Some One' }] },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('signs in with a listed demo account', async () => {
    const user = userEvent.setup();
    const { backend } = renderLogin(createFakeBackend({ googleMode: 'chooser' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(screen.getByRole('button', { name: /New User/ }));
    expect(backend.auth.calls[0]).toEqual({
      method: 'signInWithGoogleAccount',
      args: [{ email: 'new.user@gmail.test', name: 'New User' }],
    });
  });
});
