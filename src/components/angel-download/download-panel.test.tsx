import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AngelBuildId } from '@/domain/angel-builds';
import type { PlatformSignals } from '@/domain/angel-platform';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { DownloadPanel } from './download-panel';
import { testRelease } from './testing';

const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15';

function renderPanel(signals: PlatformSignals = { userAgent: '' }, release = testRelease()) {
  const log = vi.fn((data: unknown) => ({ logged: true, data }));
  const navigate = vi.fn();
  const backend = createFakeBackend({ callables: { logAngelDownload: log } });
  renderWithProviders(
    <DownloadPanel
      source="angel-page"
      release={release}
      readSignals={async () => signals}
      navigate={navigate}
    />,
    { backend, path: '/angel' },
  );
  return { log, navigate };
}

afterEach(() => vi.useRealTimers());

// Several user-event flows each; a busy test machine can take seconds over them.
describe('DownloadPanel', { timeout: 15_000 }, () => {
  it('shows the version and the three platforms, recommending none when undetected', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Download Angel AI' })).toBeInTheDocument();
    expect(screen.getByText('Version 4.0.5')).toBeInTheDocument();
    for (const name of ['Download for Windows', 'Download for macOS', 'Download for Linux']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await Promise.resolve();
    expect(screen.queryByText('Recommended')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('recommends the Apple-silicon build and downloads it directly, logged first', async () => {
    const { log, navigate } = renderPanel({ userAgent: MAC, uaPlatform: 'macOS', uaArchitecture: 'arm' });
    const card = (await screen.findByText('Recommended')).closest('[data-recommended]') as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'macOS' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Mac with Apple silicon');
    await userEvent.click(screen.getByRole('button', { name: 'Download for macOS' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://dl.test/Angel-arm64.dmg'));
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        source: 'angel-page',
        platform: 'mac-silicon',
        targetUrl: 'https://dl.test/Angel-arm64.dmg',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives an undetected Mac the Intel build, which runs on both chips', async () => {
    const { navigate } = renderPanel({ userAgent: MAC });
    await userEvent.click(screen.getByRole('button', { name: 'Download for macOS' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://dl.test/Angel-x64.dmg'));
  });

  it('Windows: the modal gives the security-warning steps, then downloads', async () => {
    const { log, navigate } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Download for Windows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Angel AI for Windows' });
    expect(dialog).toHaveTextContent('click More info, then Run anyway or Install anyway');
    expect(within(dialog).getByText('ab'.repeat(32))).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://dl.test/Angel-Setup.exe'));
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ platform: 'windows' }));
  });

  it('Windows transparent edition goes through the same modal with its own file', async () => {
    const { navigate } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Transparent edition (.exe)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Angel AI for Windows' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://dl.test/Angel-T-Setup.exe'));
  });

  it('modals close on Escape, the close button and the backdrop', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download for Windows' }));
    await screen.findByRole('dialog', { name: 'Download Angel AI for Windows' }); // loads when first opened
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download for Linux' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download for Linux' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Linux: offers x64 and ARM AppImages with commands; copy shows Copied! for 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Download for Linux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Angel AI for Linux' });
    expect(dialog).toHaveTextContent('Package names may vary');
    const arm = within(dialog).getByRole('region', { name: 'ARM AppImage' });
    const command =
      'wget -O Angel-arm64.AppImage https://dl.test/Angel-arm64.AppImage && chmod +x Angel-arm64.AppImage && ./Angel-arm64.AppImage';
    expect(within(arm).getByTestId('command-linux-arm-appimage')).toHaveTextContent(command);
    await user.click(within(arm).getByRole('button', { name: 'Copy command' }));
    expect(await within(arm).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(command);
    vi.advanceTimersByTime(1400);
    expect(within(arm).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    vi.advanceTimersByTime(100);
    expect(await within(arm).findByRole('button', { name: 'Copy command' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'x64 AppImage' })).toBeInTheDocument();
  });

  it('not configured: every button is disabled and says so, no link, no log, no checksums', async () => {
    const ids = Object.keys(testRelease().builds) as AngelBuildId[];
    const { log, navigate } = renderPanel({ userAgent: MAC }, testRelease(ids));
    for (const name of [
      'Windows download not available yet',
      'Transparent edition (.exe) not available yet',
      'macOS download not available yet',
      'Apple silicon (.dmg) not available yet',
      'Intel (.dmg) not available yet',
      'Transparent edition (.dmg) not available yet',
      'Linux download not available yet',
    ]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      await userEvent.click(button);
    }
    expect(screen.queryByRole('button', { name: /^Download for/ })).not.toBeInTheDocument();
    // The detected Mac's note does not point at a highlighted build that cannot be downloaded.
    expect(
      await screen.findByText('It looks like you are on a Mac: its download is not available yet.'),
    ).toBeInTheDocument();
    expect(document.querySelector('a[href]')).toBeNull();
    expect(screen.queryByText('Verify your download (SHA-256)')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers the published builds only: an unpublished Apple-silicon build falls back to Intel', async () => {
    const { log, navigate } = renderPanel(
      { userAgent: MAC, uaPlatform: 'macOS', uaArchitecture: 'arm' },
      testRelease(['mac-silicon', 'linux-arm-appimage', 'linux-deb', 'windows-transparent']),
    );
    await screen.findByText('Recommended');
    expect(screen.getByText(/^Intel build \(\.dmg\), which Apple silicon Macs also run/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apple silicon (.dmg) not available yet' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Transparent edition (.exe) not available yet' }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Download for macOS' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://dl.test/Angel-x64.dmg'));
    expect(log).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Download for Linux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Angel AI for Linux' });
    const arm = within(dialog).getByRole('region', { name: 'ARM AppImage' });
    expect(within(arm).getByRole('button', { name: 'ARM AppImage not available yet' })).toBeDisabled();
    expect(within(arm).queryByRole('button', { name: 'Copy command' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '.deb package not available yet' })).toBeDisabled();
    expect(within(dialog).getByTestId('command-linux-appimage')).toHaveTextContent('Angel-x86_64.AppImage');
  });

  it('shows a configured checksum, copyable, and says when one is not published', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByText('Verify your download (SHA-256)'));
    const list = screen.getByText('Verify your download (SHA-256)').closest('details')!;
    expect(within(list).getByTestId('sha256-windows')).toHaveTextContent('ab'.repeat(32));
    expect(within(list).getAllByText('Checksum not published yet')).toHaveLength(7);
    const [copy] = within(list).getAllByRole('button', { name: 'Copy SHA-256' });
    await user.click(copy!);
    expect(await navigator.clipboard.readText()).toBe('ab'.repeat(32));
    expect(within(list).getAllByText('· 10 MB')).toHaveLength(8);
  });

  it('Linux: a download logs its platform and navigates even when the log fails', async () => {
    const navigate = vi.fn();
    const backend = createFakeBackend({
      callables: {
        logAngelDownload: () => {
          throw new Error('internal');
        },
      },
    });
    renderWithProviders(
      <DownloadPanel
        source="angel-live"
        release={testRelease()}
        readSignals={async () => ({ userAgent: '' })}
        navigate={navigate}
      />,
      { backend },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download for Linux' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download x64 AppImage' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://dl.test/Angel-x86_64.AppImage'));
  });
});
