import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { faqItems } from '../content/faq';
import { videoGuidesFrom } from '../content/video-guides';
import { SupportPage } from './support-page';

/** A configured site: the e-mail, the AI assistant and both guides. */
const configured = {
  supportEmail: 'help@jobkit.dev',
  aiSupportUrl: 'https://help.jobkit.dev',
  guides: videoGuidesFrom({ magicCv: 'dQw4w9WgXcQ', angelSetup: 'aBcDeFgHiJk' }),
};

// The accordion's buttons (getAllByRole over the whole page is slow on a busy machine).
const faqButtons = () => [
  ...document.querySelectorAll<HTMLButtonElement>('[aria-labelledby="faq-heading"] button[aria-controls]'),
];
const openPanels = () => faqButtons().filter((b) => b.getAttribute('aria-expanded') === 'true');

const paid = {
  'users/user-1': {
    uid: 'user-1',
    subscription: { planId: 'pro', planName: 'Pro', status: 'active' },
  },
};

describe('SupportPage', { timeout: 20_000 }, () => {
  it('shows the contact links, two video guides and 15 questions, all closed', () => {
    renderWithProviders(<SupportPage bottom={<p>Shared bottom block</p>} {...configured} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Email support/ })).toHaveAttribute(
      'href',
      'mailto:help@jobkit.dev',
    );
    const ai = screen.getByRole('link', { name: /AI support assistant/ });
    expect(ai).toHaveAttribute('href', 'https://help.jobkit.dev');
    expect(ai).toHaveAttribute('target', '_blank');
    expect(ai).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getAllByRole('button', { name: /^Play video: / })).toHaveLength(2);
    expect(faqButtons()).toHaveLength(15);
    expect(faqItems).toHaveLength(15);
    expect(openPanels()).toHaveLength(0);
    // The shared component comes last.
    expect(screen.getByText('Shared bottom block')).toBeInTheDocument();
    expect(document.title).toBe('Support | JobKit');
  });

  it('says what is not configured, with no link and no player (the default build)', () => {
    renderWithProviders(<SupportPage />);
    expect(
      screen.queryByRole('link', { name: /Email support|AI support assistant/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/Our support address is not available yet/)).toBeInTheDocument();
    expect(screen.getByText('The AI assistant is not available yet.')).toBeInTheDocument();
    expect(screen.getAllByText('This video guide is not available yet.')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Play video: / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Watch on YouTube' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="http"], a[href^="mailto:"], iframe')).toBeNull();
  });

  it('loads a video guide only when played, as a titled lazy youtube-nocookie iframe', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportPage {...configured} />);
    expect(screen.getAllByRole('link', { name: 'Watch on YouTube' })[0]).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(document.querySelector('iframe')).toBeNull();
    // Nothing from Google before play, not even a thumbnail.
    expect([...document.querySelectorAll('img')].filter((i) => !i.src.startsWith(location.origin))).toEqual(
      [],
    );
    const [first] = screen.getAllByRole('button', { name: /^Play video: / });
    await user.click(first!);
    const frame = document.querySelector('iframe')!;
    expect(frame.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(frame).toHaveAttribute('title', 'Tailor your first resume with Magic CV');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('opens one FAQ item at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />);
    const [first, second] = faqButtons();
    const panelOf = (b: HTMLElement) => document.getElementById(b.getAttribute('aria-controls')!)!;

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(first!)).toBeVisible();
    expect(panelOf(first!)).toHaveTextContent(faqItems[0]!.answer);

    await user.click(second!);
    expect(openPanels()).toEqual([second]);
    expect(panelOf(first!)).not.toBeVisible();
    expect(panelOf(second!)).toBeVisible();

    await user.click(second!);
    expect(openPanels()).toHaveLength(0);
    expect(panelOf(second!)).not.toBeVisible();
  });

  it('answers the Windows security warning with the documented guidance', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />);
    await user.click(screen.getByRole('button', { name: /Windows shows a security warning/ }));
    expect(screen.getByText(/click More info, then Run anyway or Install anyway/)).toBeVisible();
  });

  it('shows no plan to a signed-out visitor', () => {
    renderWithProviders(<SupportPage />);
    expect(screen.queryByText(/Your plan:/)).not.toBeInTheDocument();
  });

  it("shows a signed-in user's plan from their user record, with priority support", async () => {
    const backend = createFakeBackend({ user: fakeUser(), docs: { seed: paid } });
    renderWithProviders(<SupportPage />, { backend });
    expect(await screen.findByText('Your plan: Pro')).toBeInTheDocument();
    expect(screen.getByText(/Priority support/)).toBeInTheDocument();
  });

  it('shows Free for an expired paid plan', async () => {
    const expired = {
      'users/user-1': { subscription: { planId: 'pro', planName: 'Pro', status: 'expired' } },
    };
    const backend = createFakeBackend({ user: fakeUser(), docs: { seed: expired } });
    renderWithProviders(<SupportPage />, { backend });
    expect(await screen.findByText('Your plan: Free')).toBeInTheDocument();
  });

  it('shows Free when the user record cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = createFakeBackend({
      user: fakeUser(),
      docs: {
        seed: paid,
        guard: (_op, path) =>
          path.startsWith('users/') ? new BackendError('permission-denied', 'no') : null,
      },
    });
    renderWithProviders(<SupportPage />, { backend });
    expect(await screen.findByText('Your plan: Free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText('Your plan: Pro')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
