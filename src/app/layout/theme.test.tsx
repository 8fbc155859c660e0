import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderApp } from '../testing/render-app';

const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('theme', () => {
  it('follows the login state by default: light signed out, dark signed in', async () => {
    const backend = createFakeBackend({ user: null });
    renderApp('/pricing', backend);
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    expect(isDark()).toBe(false);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();

    act(() => backend.auth.emit(fakeUser()));
    expect(isDark()).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();

    act(() => backend.auth.emit(null));
    expect(isDark()).toBe(false);
  });

  it('keeps the current look while auth is loading', async () => {
    document.documentElement.classList.add('dark');
    renderApp('/pricing', createFakeBackend({ user: 'loading' }));
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    expect(isDark()).toBe(true);
  });

  it('stores a manual toggle and respects it over the login state', async () => {
    const user = userEvent.setup();
    const backend = createFakeBackend({ user: fakeUser() });
    renderApp('/pricing', backend);
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    expect(isDark()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem('manualThemeOverride')).toBe('true');
    expect(localStorage.getItem('darkMode')).toBe('false');

    act(() => backend.auth.emit(null));
    act(() => backend.auth.emit(fakeUser()));
    expect(isDark()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(isDark()).toBe(true);
  });

  it('applies a stored override at start even when signed out', async () => {
    localStorage.setItem('manualThemeOverride', 'true');
    localStorage.setItem('darkMode', 'true');
    renderApp('/pricing', createFakeBackend({ user: null }));
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    expect(isDark()).toBe(true);
  });

  it('ignores darkMode without the override flag', async () => {
    localStorage.setItem('darkMode', 'true');
    renderApp('/pricing', createFakeBackend({ user: null }));
    await screen.findByRole('heading', { name: 'Start JobKit for free.' });
    expect(isDark()).toBe(false);
  });
});
