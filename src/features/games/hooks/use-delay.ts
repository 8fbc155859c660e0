import { useEffect, useRef } from 'react';

/** Runs `fn` once, `ms` after `active` turns true; cancelled if it turns false or on unmount. */
export function useDelay(active: boolean, ms: number, fn: () => void) {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => {
    if (!active) return;
    const id = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(id);
  }, [active, ms]);
}
