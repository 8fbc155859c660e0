import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showcaseSlides } from '../lib/showcase-slides';
import { TemplateCarousel } from './template-carousel';

const NAMES = ['Nova Prime', 'Orion Executive', 'Cygnus Creative', 'Lyra Scholar', 'Zenith Modern'];
const slides = showcaseSlides();

function renderCarousel() {
  render(
    <MemoryRouter>
      <TemplateCarousel slides={slides} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Resume templates' });
}

/** The 1-based number of the slide on show, read from the dots. */
function shown(): number {
  const dots = screen.getAllByRole('button', { name: /^Go to template \d$/ });
  const current = dots.filter((d) => d.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  return dots.indexOf(current[0]!) + 1;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('TemplateCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the five showcase templates live, each with its name and description', () => {
    const region = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region).getAllByRole('group', { hidden: true });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(
      NAMES.map((n, i) => `${n} (${i + 1} of 5)`),
    );
    groups.forEach((group, i) => {
      expect(group).toHaveAttribute('aria-roledescription', 'slide');
      const frame = group.querySelector('iframe')!;
      expect(frame).toHaveAttribute('title', NAMES[i]);
      expect(frame).toHaveAttribute('sandbox', '');
      expect(frame.getAttribute('srcdoc')).toContain('Maya Fernandes');
      expect(group).toHaveTextContent(slides[i]!.description);
    });
    // Only the active slide is exposed; its link goes to the generator.
    expect(screen.getByRole('group')).toHaveAccessibleName('Nova Prime (1 of 5)');
    expect(screen.getByRole('link', { name: 'Use this template' })).toHaveAttribute(
      'href',
      '/lazy-templates',
    );
  });

  it('advances every 5000 ms and wraps round', () => {
    renderCarousel();
    expect(shown()).toBe(1);
    wait(4999);
    expect(shown()).toBe(1);
    wait(1);
    expect(shown()).toBe(2);
    wait(5000 * 3);
    expect(shown()).toBe(5);
    wait(5000);
    expect(shown()).toBe(1);
  });

  it('moves with the arrow keys and then pauses the auto-advance for 2 s', () => {
    const region = renderCarousel();
    wait(3000);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toBe(2);
    wait(2000 + 4999);
    expect(shown()).toBe(2);
    wait(1);
    expect(shown()).toBe(3);

    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toBe(5);
  });

  it('moves with the arrows and dots and then pauses the auto-advance for 1.5 s', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous template' }));
    expect(shown()).toBe(5);
    wait(1500 + 4999);
    expect(shown()).toBe(5);
    wait(1);
    expect(shown()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Go to template 4' }));
    expect(shown()).toBe(4);
    expect(screen.getByRole('group')).toHaveAccessibleName('Lyra Scholar (4 of 5)');
    wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Next template' }));
    expect(shown()).toBe(5);
    wait(6499);
    expect(shown()).toBe(5);
    wait(1);
    expect(shown()).toBe(1);
  });

  it('ignores other keys', () => {
    const region = renderCarousel();
    fireEvent.keyDown(region, { key: 'ArrowDown' });
    fireEvent.keyDown(region, { key: 'Enter' });
    expect(shown()).toBe(1);
  });

  it('brings a neighbour forward when it is clicked', () => {
    const region = renderCarousel();
    const zenith = within(region)
      .getAllByRole('group', { hidden: true })
      .find((g) => g.getAttribute('aria-label') === 'Zenith Modern (5 of 5)')!;
    expect(zenith).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(zenith);
    expect(shown()).toBe(5);
  });

  it('stops and starts the slide show', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    wait(60_000);
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    wait(5000);
    expect(shown()).toBe(2);
  });
});
