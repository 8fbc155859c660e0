import { vi } from 'vitest';

/** Makes `prefers-reduced-motion: reduce` match (jsdom has no matchMedia); undo with the result. */
export function preferReducedMotion(matches = true): () => void {
  const had = Object.prototype.hasOwnProperty.call(window, 'matchMedia');
  const before = window.matchMedia;
  window.matchMedia = vi.fn((query: string) => ({
    matches: matches && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return () => {
    if (had) window.matchMedia = before;
    else delete (window as { matchMedia?: unknown }).matchMedia;
  };
}

/**
 * Advances fake time in small acts, so a timer chain whose next timer is set by an effect
 * (after a render) keeps running, as it would in a browser.
 */
export async function advance(ms: number, step = 10) {
  const { act } = await import('@testing-library/react');
  for (let t = 0; t < ms; t += step) act(() => vi.advanceTimersByTime(Math.min(step, ms - t)));
}
