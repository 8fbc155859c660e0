import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.classList.remove('dark');
});
afterEach(() => vi.useRealTimers());

const main = () => screen.getByRole('navigation', { name: 'Main' });

describe('top navigation', () => {
  it('shows Angel with HOT, More, Pricing, theme toggle and Sign In when signed out', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    const nav = main();
    expect(within(nav).getByRole('link', { name: /Angel/ })).toHaveTextContent('HOT');
    expect(within(nav).getByRole('button', { name: 'More' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows Profile and Sign out icons when signed in', async () => {
    renderApp('/pricing', createFakeBackend({ user: fakeUser() }));
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    expect(within(main()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(main()).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(main()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('opens More with the four tools and closes it on Escape and outside click', async () => {
    const user = userEvent.setup();
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Magic CV', '/magic-cv'],
      ['Templates', '/lazy-templates'],
      ['Job Suggestions', '/lazy-apply'],
      ['HumanKeys', '/human-key'],
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    await user.click(more);
    await user.click(screen.getByRole('heading', { name: 'Start JobKit for free.' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('gets a background after scrolling more than 10 px', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 11;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 10;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('hides the header on admin paths', async () => {
    renderApp('/admin', createFakeBackend({ user: fakeUser({ admin: true }) }));
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('opens as a dialog with the menu items and closes on Escape', async () => {
    const user = userEvent.setup();
    renderApp('/pricing', createFakeBackend({ user: fakeUser({ admin: true }) }));
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: /Angel HOT/ })).toHaveAttribute('href', '/angel');
    expect(within(dialog).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    const mobile = within(dialog).getByRole('link', { name: /Angel Mobile/ });
    expect(mobile).toHaveAttribute('target', '_blank');
    expect(mobile.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on navigation and on the close button', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Sign In' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: /Angel HOT/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/angel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the route changes by other means while it is open (the back button)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await act(() => router.navigate('/terms'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('sign out', () => {
  it('waits 300 ms, signs out and returns to /', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router, backend } = renderApp('/pricing', createFakeBackend({ user: fakeUser() }));
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(backend.auth.calls.some((c) => c.method === 'signOut')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(60));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(backend.auth.calls.some((c) => c.method === 'signOut')).toBe(true));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('from a guarded page lands on / (not /login) and remembers nothing', async () => {
    const user = userEvent.setup();
    const { router, backend } = renderApp('/profile', createFakeBackend({ user: fakeUser() }));
    await screen.findByRole('heading', { name: 'Account' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(backend.auth.current()).toBeNull());
    await screen.findByRole('button', { name: 'Explore More Tools' });
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });
});
