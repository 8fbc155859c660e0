import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves fake time forward inside act so effects and state updates flush. */
export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
