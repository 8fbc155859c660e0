import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeSettings, DEFAULT_SETTINGS } from '@/domain/settings';
import { siteStatusOf } from '@/domain/site-status';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import type { AuthUser } from '@/backend/ports';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

// Lazy route chunks load slowly on a busy machine.
const SLOW = { timeout: 5000 };
const MESSAGE = 'We are upgrading our servers. Back at 14:00 UTC.';

function backendWith(settings: Record<string, unknown>, user: AuthUser | null = fakeUser()) {
  let calls = 0;
  const backend = createFakeBackend({
    user,
    callables: {
      getSiteStatus: () => {
        calls += 1;
        return siteStatusOf(completeSettings({ ...DEFAULT_SETTINGS, ...settings }));
      },
    },
  });
  return { backend, calls: () => calls };
}

/** The status was asked for and its answer rendered (the site shows as open until then). */
async function settled(calls: () => number) {
  await waitFor(() => expect(calls()).toBe(1));
  await act(async () => {});
}

const maintenance = (allowAdminAccess = true) => ({
  maintenance: { enabled: true, message: MESSAGE, allowAdminAccess },
});
const off = (feature: string) => ({ features: { ...DEFAULT_SETTINGS.features, [feature]: false } });

describe('maintenance mode', () => {
  it('shows the maintenance message to a user instead of the page', async () => {
    const { backend, calls } = backendWith(maintenance());
    renderApp('/', backend);
    expect(await screen.findByRole('heading', { name: 'Under Maintenance' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Explore More Tools' })).not.toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('blocks a signed-in user from the tools too', async () => {
    renderApp('/magic-cv', backendWith(maintenance()).backend);
    expect(await screen.findByText(MESSAGE, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Magic CV' })).not.toBeInTheDocument();
  });

  it('lets the admin through when admin access is allowed', async () => {
    const { backend, calls } = backendWith(maintenance(true), fakeUser({ admin: true }));
    renderApp('/', backend);
    await settled(calls);
    expect(await screen.findByRole('button', { name: 'Explore More Tools' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps the admin console reachable even without admin access, but not the site', async () => {
    const admin = fakeUser({ admin: true });
    renderApp('/admin/users', backendWith(maintenance(false), admin).backend);
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, SLOW)).toBeInTheDocument();
    renderApp('/', backendWith(maintenance(false), admin).backend);
    expect(await screen.findByText(MESSAGE, {}, SLOW)).toBeInTheDocument();
  });

  it('keeps /login reachable so the admin can sign in', async () => {
    renderApp('/login', backendWith(maintenance(), null).backend);
    expect(await screen.findByRole('heading', { name: 'Welcome' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('treats the site as open when the status cannot be read', async () => {
    renderApp('/', createFakeBackend({ user: fakeUser() }));
    expect(await screen.findByRole('button', { name: 'Explore More Tools' }, SLOW)).toBeInTheDocument();
  });
});

describe('feature toggles', () => {
  it.each([
    ['/magic-cv', 'magicCV', 'Magic CV is currently disabled. Please check back later.'],
    ['/lazy-apply', 'lazyApply', 'Easy Apply is currently disabled. Please check back later.'],
    [
      '/lazy-templates',
      'lazyTemplates',
      'The template generator is currently disabled. Please check back later.',
    ],
  ])('%s shows a notice instead of its form when %s is off', async (path, feature, notice) => {
    renderApp(path, backendWith(off(feature)).backend);
    expect(await screen.findByText(notice, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(screen.queryByRole('button', { name: /generate|tailor|find jobs/i })).not.toBeInTheDocument();
  });

  it('leaves the other tools alone', async () => {
    const { backend, calls } = backendWith(off('lazyApply'));
    renderApp('/magic-cv', backend);
    await settled(calls);
    expect(await screen.findByRole('heading', { name: 'Magic CV' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/is currently disabled/)).not.toBeInTheDocument();
  });
});
