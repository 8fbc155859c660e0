import { useCallback, useEffect, useState } from 'react';

/** docs/product-rules.md 17: auto-advance every 5000 ms; keyboard use pauses it 2 s, other clicks 1.5 s. */
export const AUTO_ADVANCE_MS = 5000;
export const KEYBOARD_PAUSE_MS = 2000;
export const CLICK_PAUSE_MS = 1500;

/** What moved the carousel: the arrow keys, or a click on an arrow, a dot or a slide. */
export type CarouselInput = 'keyboard' | 'pointer';

export const pauseFor = (input: CarouselInput) => (input === 'keyboard' ? KEYBOARD_PAUSE_MS : CLICK_PAUSE_MS);

/** `index` kept in 0..count-1, wrapping both ways. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** Signed distance of slide `index` from the active one, the short way round (-2..2 for five). */
export function offsetFrom(index: number, active: number, count: number): number {
  const d = wrapIndex(index - active, count);
  return d > count / 2 ? d - count : d;
}

/**
 * Index, moves and auto-advance. After a user's move the auto-advance stops for the pause that
 * input earns and then starts over, so the next automatic move comes pause + 5000 ms later.
 */
export function useCarousel(count: number, { autoPlay = true }: { autoPlay?: boolean } = {}) {
  const [index, setIndex] = useState(0);
  // The play control's choice, once used; until then `autoPlay` (which can change) decides.
  const [choice, setPlaying] = useState<boolean | null>(null);
  const playing = choice ?? autoPlay;
  // Each user move restarts the timers with its pause.
  const [hold, setHold] = useState({ ms: 0, move: 0 });

  useEffect(() => {
    if (!playing || count < 2) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), AUTO_ADVANCE_MS);
    }, hold.ms);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [playing, count, hold]);

  const goTo = useCallback(
    (target: number, input: CarouselInput) => {
      setIndex(wrapIndex(target, count));
      setHold((h) => ({ ms: pauseFor(input), move: h.move + 1 }));
    },
    [count],
  );
  const next = useCallback((input: CarouselInput) => goTo(index + 1, input), [goTo, index]);
  const prev = useCallback((input: CarouselInput) => goTo(index - 1, input), [goTo, index]);

  return { index, playing, setPlaying, goTo, next, prev };
}
