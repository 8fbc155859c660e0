import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HumanKeysDownloads } from '@/config/downloads';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { HumanKeyPage } from './human-key-page';

const downloads: HumanKeysDownloads = {
  windows: 'https://dl.test/win.exe',
  macIntel: 'https://dl.test/intel.dmg',
  macAppleSilicon: 'https://dl.test/arm.dmg',
  macAppPath: '/Applications/Human Keys.app',
  demoVideoUrl: null,
};

type Options = { user?: ReturnType<typeof fakeUser> | null; subscription?: Record<string, unknown> };

function renderPage({ user = null, subscription }: Options = {}, extra: Partial<HumanKeysDownloads> = {}) {
  const backend = createFakeBackend({
    user,
    docs: subscription ? { seed: { 'users/user-1': { subscription } } } : undefined,
  });
  const slot = vi.fn((productId: string | null, onClose: () => void) =>
    productId ? (
      <div role="dialog" aria-label="Purchase">
        {productId}
        <button onClick={onClose}>Close purchase</button>
      </div>
    ) : null,
  );
  renderWithProviders(
    <HumanKeyPage
      purchaseDialog={slot}
      downloads={{ ...downloads, ...extra }}
      commentsSlot={<p>Reviews here</p>}
    />,
    { backend, path: '/human-key' },
  );
  return { slot };
}

async function expectDownloads() {
  expect(await screen.findByText('You have access')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Download for Windows/ })).toHaveAttribute(
    'href',
    downloads.windows,
  );
  expect(screen.getByRole('link', { name: /macOS \(Intel\)/ })).toHaveAttribute('href', downloads.macIntel);
  expect(screen.getByRole('link', { name: /macOS \(Apple Silicon\)/ })).toHaveAttribute(
    'href',
    downloads.macAppleSilicon,
  );
  expect(screen.getByTestId('quarantine-command')).toHaveTextContent(
    'xattr -cr "/Applications/Human Keys.app"',
  );
  expect(screen.queryByRole('button', { name: 'Buy Human Key' })).not.toBeInTheDocument();
}

function expectNoDownloads() {
  expect(screen.queryByText('You have access')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Download for/ })).not.toBeInTheDocument();
  expect(screen.queryByTestId('quarantine-command')).not.toBeInTheDocument();
}

describe('HumanKeyPage', () => {
  it('shows the pitch, price, steps, capabilities, reviews and the link back to pricing', () => {
    renderPage();
    expect(screen.getByText('A typing-simulation tool triggered with Ctrl+Shift+V.')).toBeInTheDocument();
    expect(screen.getByTestId('human-key-price')).toHaveTextContent('$15');
    expect(screen.getByText('lifetime')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ultimate and Magic subscribers' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('heading', { name: 'See how it works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Press Ctrl+Shift+V' })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('heading', { name: 'What Human Keys can do' })).toBeInTheDocument();
    expect(screen.getByText('Reviews here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('plays the configured demo video', () => {
    renderPage({}, { demoVideoUrl: 'https://cdn.test/demo.mp4' });
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://cdn.test/demo.mp4');
    expect(video).toHaveAttribute('controls');
  });

  it('signed out: price and a sign-in link, no Buy button and no downloads', async () => {
    renderPage();
    const signIn = await screen.findByRole('link', { name: 'Sign in to continue' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Buy Human Key' })).not.toBeInTheDocument();
    expectNoDownloads();
  });

  it('signed in without access: Buy opens the purchase dialog with human-key', async () => {
    const { slot } = renderPage({ user: fakeUser(), subscription: { planId: 'pro', status: 'active' } });
    const buy = await screen.findByRole('button', { name: 'Buy Human Key' });
    expectNoDownloads();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(slot).toHaveBeenLastCalledWith(null, expect.any(Function));
    await userEvent.click(buy);
    expect(
      within(screen.getByRole('dialog', { name: 'Purchase' })).getByText('human-key'),
    ).toBeInTheDocument();
    expect(slot).toHaveBeenLastCalledWith('human-key', expect.any(Function));
    await userEvent.click(screen.getByRole('button', { name: 'Close purchase' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an inactive Ultimate plan does not give access', async () => {
    renderPage({ user: fakeUser(), subscription: { planId: 'ultimate', status: 'inactive' } });
    expect(await screen.findByRole('button', { name: 'Buy Human Key' })).toBeInTheDocument();
    expectNoDownloads();
  });

  it('the admin has access whatever the plan', async () => {
    renderPage({ user: fakeUser({ admin: true }) });
    await expectDownloads();
  });

  it('an active Ultimate subscriber has access', async () => {
    renderPage({ user: fakeUser(), subscription: { planId: 'ultimate-yearly', status: 'active' } });
    await expectDownloads();
  });

  it('a buyer of the human-key add-on has access', async () => {
    renderPage({
      user: fakeUser(),
      subscription: { planId: 'pro', status: 'active', addOns: ['human-key'] },
    });
    await expectDownloads();
  });

  it('an installer not configured has a disabled button that says so, not a link', async () => {
    renderPage({ user: fakeUser({ admin: true }) }, { windows: null, macAppleSilicon: null });
    expect(await screen.findByRole('button', { name: 'Windows download not available yet' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'macOS (Apple Silicon) download not available yet' }),
    ).toBeDisabled();
    expect(screen.getByRole('link', { name: /macOS \(Intel\)/ })).toHaveAttribute('href', downloads.macIntel);
    expect(screen.queryByRole('link', { name: /Download for Windows/ })).not.toBeInTheDocument();
  });

  it("copies the quarantine command and shows 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderPage({ user: fakeUser({ admin: true }) });
      await user.click(await screen.findByRole('button', { name: 'Copy' }));
      expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe('xattr -cr "/Applications/Human Keys.app"');
      vi.advanceTimersByTime(2000);
      expect(await screen.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
