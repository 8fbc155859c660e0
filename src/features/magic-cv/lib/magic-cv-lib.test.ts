import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { GENERATION_TIMEOUT_MS, GENERATION_WAIT_MS } from '@/domain/magic-cv/timing';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { runErrorMessage } from './error-message';
import { TimeoutError, withTimeout } from './with-timeout';

describe('runErrorMessage', () => {
  it('shows server messages, hides transport noise', () => {
    const limit = new BackendError('resource-exhausted', magicCvMessages.dailyLimit);
    expect(runErrorMessage(limit, true)).toBe(magicCvMessages.dailyLimit);
    expect(runErrorMessage(new BackendError('internal', 'internal'), true)).toBe(magicCvMessages.fallback);
    expect(runErrorMessage(new BackendError('unavailable', 'unavailable'), true)).toBe(
      magicCvMessages.serviceUnavailable,
    );
    expect(runErrorMessage(new TypeError('Failed to fetch'), true)).toBe(magicCvMessages.offline);
    expect(runErrorMessage(new Error('boom'), true)).toBe(magicCvMessages.fallback);
    expect(runErrorMessage(limit, false)).toBe(magicCvMessages.offline);
    expect(runErrorMessage(new TimeoutError(), true)).toBe(magicCvMessages.requestTimedOut);
  });
});

describe('withTimeout', () => {
  it('rejects with TimeoutError after the time-out and passes results through before it', async () => {
    vi.useFakeTimers();
    try {
      const never = withTimeout(new Promise(() => {}), 120_000);
      const check = expect(never).rejects.toBeInstanceOf(TimeoutError);
      await vi.advanceTimersByTimeAsync(120_000);
      await check;
      await expect(withTimeout(Promise.resolve(5), 10)).resolves.toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still shows a run the server finished at its own bound (one budget, the round trip included)', async () => {
    vi.useFakeTimers();
    try {
      const late = new Promise((resolve) => setTimeout(() => resolve('done'), GENERATION_TIMEOUT_MS + 2_000));
      const shown = withTimeout(late, GENERATION_WAIT_MS);
      await vi.advanceTimersByTimeAsync(GENERATION_TIMEOUT_MS + 2_000);
      await expect(shown).resolves.toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });
});
