import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROTATE_MS } from '../hooks/use-auto-rotate';
import { advance as advanceBy, preferReducedMotion } from '../testing/motion';
import { FeatureCards } from './feature-cards';

// Steps of 20 ms: precise enough for a 6 s timer, and quick.
const advance = (ms: number) => advanceBy(ms, 20);

const LABELS = ['Magic CV', 'Job discovery', 'Angel copilot', 'Templates'];

function renderCards() {
  render(
    <MemoryRouter>
      <FeatureCards />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Features' });
}

/** The accessible name of the card on show ("Magic CV (1 of 4)"). */
const shown = () => screen.getByRole('group', { name: /of 4\)$/ }).getAttribute('aria-label');

describe('FeatureCards', () => {
  let undo = () => undefined as void;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    undo();
    vi.useRealTimers();
  });

  it('shows the four features, one card at a time, and rotates every 6 s, wrapping round', async () => {
    const region = renderCards();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const picker = within(region).getByRole('group', { name: 'Choose a feature' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(LABELS);
    expect(shown()).toBe('Magic CV (1 of 4)');
    expect(screen.getByRole('link', { name: 'Try Magic CV' })).toHaveAttribute('href', '/magic-cv');

    await advance(ROTATE_MS - 20);
    expect(shown()).toBe('Magic CV (1 of 4)');
    await advance(40);
    expect(shown()).toBe('Job discovery (2 of 4)');
    await advance(ROTATE_MS * 3);
    expect(shown()).toBe('Magic CV (1 of 4)');
  });

  it('stops while the pointer is over it and goes on when it leaves', async () => {
    const region = renderCards();
    fireEvent.mouseEnter(region.closest('section')!);
    await advance(ROTATE_MS * 2);
    expect(shown()).toBe('Magic CV (1 of 4)');
    fireEvent.mouseLeave(region.closest('section')!);
    await advance(ROTATE_MS + 20);
    expect(shown()).toBe('Job discovery (2 of 4)');
  });

  it('stops while focus is inside, and moves by the previous, next and feature buttons', async () => {
    renderCards();
    const next = screen.getByRole('button', { name: 'Next feature' });
    next.focus();
    fireEvent.click(next);
    expect(shown()).toBe('Job discovery (2 of 4)');
    await advance(ROTATE_MS * 2);
    expect(shown()).toBe('Job discovery (2 of 4)');

    fireEvent.click(screen.getByRole('button', { name: 'Previous feature' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous feature' }));
    expect(shown()).toBe('Templates (4 of 4)');
    const angel = screen.getByRole('button', { name: 'Angel copilot' });
    fireEvent.click(angel);
    expect(shown()).toBe('Angel copilot (3 of 4)');
    expect(angel).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Meet Angel AI' })).toHaveAttribute('href', '/angel');

    // Focus leaving the section lets it rotate again.
    next.blur();
    await advance(ROTATE_MS + 20);
    expect(shown()).toBe('Templates (4 of 4)');
  });

  it('pauses and restarts with the rotation control, announcing cards only while paused', async () => {
    renderCards();
    const live = () => screen.getByRole('group', { name: /of 4\)$/ }).parentElement!;
    expect(live()).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    (document.activeElement as HTMLElement | null)?.blur();
    expect(live()).toHaveAttribute('aria-live', 'polite');
    await advance(ROTATE_MS * 2);
    expect(shown()).toBe('Magic CV (1 of 4)');
    fireEvent.click(screen.getByRole('button', { name: 'Start rotation' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await advance(ROTATE_MS + 20);
    expect(shown()).toBe('Job discovery (2 of 4)');
  });

  it('waits for the play control when reduced motion is asked for', async () => {
    undo = preferReducedMotion();
    renderCards();
    await advance(ROTATE_MS * 2);
    expect(shown()).toBe('Magic CV (1 of 4)');
    expect(screen.getByRole('button', { name: 'Start rotation' })).toBeInTheDocument();
  });
});
