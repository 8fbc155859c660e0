import { useCallback, useEffect, useState } from 'react';
import { wrapIndex } from './use-carousel';

/** How long each feature card stays before the next one. */
export const ROTATE_MS = 6000;

/**
 * An index that moves on by itself every `intervalMs` while `running`. Any move, automatic or
 * by hand, restarts the wait, so a card picked by hand gets its full time on screen.
 */
export function useAutoRotate(count: number, running: boolean, intervalMs = ROTATE_MS) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!running || count < 2) return;
    const t = setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), intervalMs);
    return () => clearTimeout(t);
  }, [running, count, intervalMs, index]);

  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  return { index, goTo };
}
