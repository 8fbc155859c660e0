import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { ToolsSection } from './tools-section';

const TOOLS: [string, string][] = [
  ['Magic CV', '/magic-cv'],
  ['Job Suggestions', '/lazy-apply'],
  ['Angel AI', '/angel-live'],
  ['Magic Templates', '/lazy-templates'],
];

async function toolLinks() {
  const section = await screen.findByRole('region', { name: 'Tools for every step of your job search' });
  return within(within(section).getByRole('list')).getAllByRole('link');
}

describe('ToolsSection (the alternative hero)', () => {
  it('sends a signed-out visitor to /login from every tool card and offers Get Started', async () => {
    renderWithProviders(<ToolsSection />, { backend: createFakeBackend({ user: null }) });
    const links = await toolLinks();
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      TOOLS.map(([name]) => [expect.stringContaining(name), '/login']),
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Go to Your Dashboard' })).toBeNull();
  });

  it('sends a signed-in user straight to each tool and offers Go to Your Dashboard', async () => {
    renderWithProviders(<ToolsSection />, { backend: createFakeBackend({ user: fakeUser() }) });
    expect(await screen.findByRole('link', { name: 'Go to Your Dashboard' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const links = await toolLinks();
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      TOOLS.map(([name, to]) => [expect.stringContaining(name), to]),
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
  });
});
