import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { BrowserVersionLink } from '../components/browser-version-link';
import { AngelLivePage } from './angel-live-page';
import { AngelPage } from './angel-page';
import { DesktopDownloadPage } from './desktop-download-page';

/** The default build (no VITE_ANGEL_WEB_URL): a disabled button that says so, no link. */
function expectBrowserVersionUnavailable() {
  expect(screen.getByRole('button', { name: 'Browser version not available yet' })).toBeDisabled();
  expect(screen.queryByRole('link', { name: /browser version/i })).not.toBeInTheDocument();
}

describe('Angel pages', () => {
  it('/angel: hero, downloads, videos, mock-ups and why-we-are-best', async () => {
    renderWithProviders(
      <AngelPage
        videos={[
          { title: 'Interview demo', url: 'https://youtu.be/dQw4w9WgXcQ' },
          { title: 'Hide mode demo', url: 'https://cdn.test/hide.mp4' },
          { title: 'Unset', url: '' },
        ]}
      />,
      { path: '/angel' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Angel AI' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Angel AI: invisible interview assistant | JobKit'));
    expect(screen.getByRole('heading', { name: 'Download Angel AI' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'macOS download not available yet' })).toBeDisabled();
    expectBrowserVersionUnavailable();
    expect(screen.getByTitle('Interview demo')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    const video = screen.getByTitle('Hide mode demo');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('preload', 'none');
    expect(screen.queryByText('Unset')).not.toBeInTheDocument();
    // Label and text queries: role queries over this large page are slow in jsdom.
    expect(screen.getByLabelText(/answer panel floating over a video interview/)).toHaveTextContent(
      'Angel AI v3.0.0',
    );
    expect(screen.getByLabelText(/settings window/)).toHaveTextContent('Ctrl/Cmd+B');
    expect(screen.getByLabelText(/hide-mode confirmation/)).toHaveTextContent('Turn on hide mode?');
    const why = screen.getByText('Why Angel AI is the best choice').closest('section')!;
    expect(within(why).getAllByRole('listitem')).toHaveLength(6);
  }, 15_000);

  it('/angel shows the shipped walkthrough with its captions by default', () => {
    renderWithProviders(<AngelPage />, { path: '/angel' });
    const video = screen.getByTitle('A tour of Angel AI');
    expect(video).toHaveAttribute('src', '/media/angel-walkthrough.mp4');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
  });

  it('the browser version opens in a new tab where it is configured', () => {
    renderWithProviders(<BrowserVersionLink url="https://angel.jobkit.dev" />);
    const link = screen.getByRole('link', { name: /Open the browser version/ });
    expect(link).toHaveAttribute('href', 'https://angel.jobkit.dev');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('/angel without configured videos shows no video section', () => {
    renderWithProviders(<AngelPage videos={[]} />, { path: '/angel' });
    expect(screen.queryByRole('heading', { name: 'Watch Angel at work' })).not.toBeInTheDocument();
  });

  it('/cluely-download: the panel and the install steps for each OS', async () => {
    renderWithProviders(<DesktopDownloadPage />, { path: '/cluely-download' });
    expect(screen.getByRole('heading', { level: 1, name: 'Angel AI for Desktop' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Download Angel AI for desktop | JobKit'));
    for (const os of ['Windows', 'macOS', 'Linux']) {
      expect(screen.getByRole('region', { name: `Install on ${os}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Install on Windows' })).toHaveTextContent(
      'click More info, then Run anyway or Install anyway',
    );
    expectBrowserVersionUnavailable();
    // Not configured: each download says so.
    expect(screen.getByRole('button', { name: 'Windows download not available yet' })).toBeDisabled();
  });

  it('/angel-live: heading, browser launch and the download panel', async () => {
    const backend = createFakeBackend({ user: fakeUser() });
    renderWithProviders(<AngelLivePage />, { backend, path: '/angel-live' });
    expect(screen.getByRole('heading', { level: 1, name: 'Download Angel AI' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Angel AI Live | JobKit'));
    expectBrowserVersionUnavailable();
    expect(screen.getByRole('heading', { name: 'Install the desktop app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Linux download not available yet' })).toBeDisabled();
  });
});
