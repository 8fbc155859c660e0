import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTimedFlag } from './use-timed-flag';

describe('useTimedFlag', () => {
  afterEach(() => vi.useRealTimers());

  it('turns itself off `ms` after it was last shown, or when hidden', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTimedFlag(1000));
    expect(result.current.visible).toBe(false);
    act(() => result.current.show());
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);
    act(() => result.current.show());
    act(() => result.current.hide());
    expect(result.current.visible).toBe(false);
  });
});
