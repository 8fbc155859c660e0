import { describe, expect, it } from 'vitest';
import { slideStyle } from '../lib/slide-style';
import { CLICK_PAUSE_MS, KEYBOARD_PAUSE_MS, offsetFrom, pauseFor, wrapIndex } from './use-carousel';

describe('carousel arithmetic', () => {
  it('wraps indexes both ways', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('measures each slide from the active one the short way round', () => {
    expect([0, 1, 2, 3, 4].map((i) => offsetFrom(i, 0, 5))).toEqual([0, 1, 2, -2, -1]);
    expect([0, 1, 2, 3, 4].map((i) => offsetFrom(i, 4, 5))).toEqual([1, 2, -2, -1, 0]);
  });

  it('pauses 2 s after keys and 1.5 s after clicks', () => {
    expect(pauseFor('keyboard')).toBe(KEYBOARD_PAUSE_MS);
    expect(KEYBOARD_PAUSE_MS).toBe(2000);
    expect(pauseFor('pointer')).toBe(CLICK_PAUSE_MS);
    expect(CLICK_PAUSE_MS).toBe(1500);
  });

  it('turns neighbours in 3D, and only fades with reduced motion', () => {
    expect(slideStyle(0, false).transform).toContain('rotateY(0deg)');
    expect(slideStyle(1, false).transform).toMatch(/translateZ\(-160px\) rotateY\(-30deg\)/);
    expect(slideStyle(-1, false).transform).toContain('rotateY(30deg)');
    expect(slideStyle(0, false).zIndex).toBeGreaterThan(slideStyle(1, false).zIndex as number);
    const still = slideStyle(1, true);
    expect(still.transform).toBe('translateX(-50%)');
    expect(still.opacity).toBe(0);
    expect(slideStyle(0, true).opacity).toBe(1);
  });
});
