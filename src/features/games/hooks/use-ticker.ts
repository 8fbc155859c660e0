import { useEffect } from 'react';

/**
 * Calls `tick` once a second while `running`. `tick` must be stable (a reducer's dispatch).
 * A new `phase` (the next word or question) restarts the interval, so each gets whole seconds.
 */
export function useTicker(tick: (action: { type: 'tick' }) => void, running: boolean, phase: unknown = 0) {
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => tick({ type: 'tick' }), 1000);
    return () => clearInterval(id);
  }, [tick, running, phase]);
}
