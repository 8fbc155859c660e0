import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('RequireAuth', () => {
  it('shows a spinner while auth loads, then the page', async () => {
    const backend = createFakeBackend({ user: 'loading' });
    renderApp('/profile', backend);
    expect(await screen.findByRole('status', { name: /checking sign-in/i })).toBeInTheDocument();
    act(() => backend.auth.emit(fakeUser()));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });

  it.each(['/magic-cv', '/lazy-apply', '/lazy-templates', '/profile', '/angel-live'])(
    'sends a signed-out visitor from %s to /login, remembering the origin',
    async (path) => {
      const { router } = renderApp(`${path}?x=1`);
      expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state.from.pathname).toBe(path);
      expect(sessionStorage.getItem('redirectAfterLogin')).toBe(`${path}?x=1`);
    },
  );

  it('returns to the origin after signing in', async () => {
    const { router, backend } = renderApp('/magic-cv');
    await screen.findByRole('heading', { name: 'Welcome' });
    act(() => backend.auth.emit(fakeUser()));
    expect(await screen.findByRole('heading', { name: 'Magic CV' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/magic-cv');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });
});

describe('RequireAdmin', () => {
  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(router.state.location.state.from.pathname).toBe('/admin/users');
  });

  it('sends a signed-in non-admin to /', async () => {
    const { router } = renderApp('/admin', createFakeBackend({ user: fakeUser() }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Explore More Tools' })).toBeInTheDocument();
  });

  it('shows the console without the site header to the admin', async () => {
    renderApp('/admin/users', createFakeBackend({ user: fakeUser({ admin: true }) }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Admin sections' })[0]!;
    for (const tab of [
      'Dashboard',
      'User Management',
      'Payments',
      'Content',
      'Analytics',
      'Data Export',
      'Settings',
      'Notifications',
    ]) {
      expect(within(nav).getByRole('link', { name: tab })).toBeInTheDocument();
    }
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('/admin-dashboard leads to the console', async () => {
    const { router } = renderApp('/admin-dashboard', createFakeBackend({ user: fakeUser({ admin: true }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('header admin link', () => {
  it('shows only with the admin claim', async () => {
    const admin = renderApp('/pricing', createFakeBackend({ user: fakeUser({ admin: true }) }));
    expect(await screen.findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    admin.unmount();
    renderApp('/pricing', createFakeBackend({ user: fakeUser() }));
    expect(await screen.findByRole('heading', { name: 'Start JobKit for free.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });
});

describe('route table', () => {
  it.each([
    ['/home', 'Ace your interviews and land the job'],
    ['/blog', 'Blog'],
    ['/blog/some-post', 'Blog'],
    ['/terms', 'Terms and Conditions'],
    ['/payment-success', 'Payment Successful!'],
    ['/human-key', 'Human Keys'],
  ])('%s shows %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('redirects unknown paths to /', async () => {
    const { router } = renderApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
