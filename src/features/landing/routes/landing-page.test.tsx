import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LandingPage } from './landing-page';

const slots = {
  commentsSlot: (
    <section aria-labelledby="c">
      <h2 id="c">Community Comments</h2>
    </section>
  ),
  angelDownloadsSlot: <div data-testid="downloads-panel">Windows macOS Linux</div>,
};

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('LandingPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets its title and description', async () => {
    renderWithProviders(<LandingPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('AI resume tailoring and an invisible interview assistant | JobKit');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Tailor your resume to every job with Magic CV/,
    );
  });

  it('shows its sections in reading order, with the composed comments and download panel', async () => {
    renderWithProviders(<LandingPage {...slots} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Ace your interviews and land the job',
    );
    expect(h2s()).toEqual([
      'One toolkit for the whole job hunt',
      'Tools for every step of your job search',
      'Your invisible interview copilot',
      'Resume templates that stand out',
      'Human Keys: type it, don’t paste it',
      'Community Comments',
      'Missing a tool?',
    ]);
    const angel = screen.getByRole('region', { name: 'Your invisible interview copilot' });
    expect(within(angel).getByTestId('downloads-panel')).toBeInTheDocument();
    expect(within(angel).queryByRole('link', { name: 'See every download option for Angel AI' })).toBeNull();
    const video = within(angel).getByLabelText('Angel AI demo');
    expect(video.tagName).toBe('VIDEO');
    // The walkthrough the project ships, with its captions (no VITE_DEMO_VIDEO_URL in tests).
    expect(video).toHaveAttribute('src', '/media/angel-walkthrough.mp4');
    expect(video.querySelector('track')).toHaveAttribute('src', '/media/angel-walkthrough.en.vtt');
  });

  it('points to /angel where no download panel is composed in', async () => {
    renderWithProviders(<LandingPage />);
    const angel = await screen.findByRole('region', { name: 'Your invisible interview copilot' });
    expect(
      within(angel).getByRole('link', { name: 'See every download option for Angel AI' }),
    ).toHaveAttribute('href', '/angel');
  });

  it('links Human Keys to /human-key and Download Angel AI to /angel', async () => {
    renderWithProviders(<LandingPage />);
    const keys = await screen.findByRole('region', { name: 'Human Keys: type it, don’t paste it' });
    expect(within(keys).getByRole('link', { name: 'Learn about Human Keys' })).toHaveAttribute(
      'href',
      '/human-key',
    );
    expect(keys).toHaveTextContent('$15 one-time');
    expect(
      within(keys)
        .getAllByText(/^(Ctrl|Shift|V)$/)
        .map((k) => k.tagName),
    ).toEqual(['KBD', 'KBD', 'KBD']);
    expect(screen.getByRole('link', { name: 'Download Angel AI' })).toHaveAttribute('href', '/angel');
  });

  it('scrolls Explore More Tools to the tools section and moves focus there', async () => {
    // jsdom has no scrollIntoView: lend one for this test only.
    const scroll = vi.fn();
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scroll;
    onTestFinished(() => void (Element.prototype.scrollIntoView = before));
    renderWithProviders(<LandingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Explore More Tools' }));
    const tools = screen.getByRole('region', { name: 'Tools for every step of your job search' });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(tools);
    expect(tools).toHaveFocus();
  });
});
