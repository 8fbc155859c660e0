import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { magicCvMessages } from '@/domain/magic-cv/messages';
import { runErrorMessage } from './error-message';
import { firstSubmitProblem, overDailyLimit } from './submit-checks';
import { TimeoutError, withTimeout } from './with-timeout';

describe('firstSubmitProblem', () => {
  const ok = { signedIn: true, resumeText: 'Jordan Rivera, analyst', jobUrl: '', jobDescription: 'A job' };

  it('checks in the spec order: login, resume, job, not both', () => {
    expect(firstSubmitProblem({ signedIn: false, resumeText: '', jobUrl: 'x', jobDescription: 'y' })).toBe(
      magicCvMessages.loginRequired,
    );
    expect(firstSubmitProblem({ ...ok, resumeText: '  ', jobUrl: 'x', jobDescription: 'y' })).toBe(
      magicCvMessages.resumeRequired,
    );
    expect(firstSubmitProblem({ ...ok, jobDescription: ' ' })).toBe(magicCvMessages.jobRequired);
    expect(firstSubmitProblem({ ...ok, jobUrl: 'https://x' })).toBe(magicCvMessages.jobNotBoth);
    expect(firstSubmitProblem({ ...ok, resumeText: 'short' })).toBe(magicCvMessages.resumeTextMissing);
    expect(firstSubmitProblem({ ...ok, jobDescription: '', jobUrl: 'https://example.com/job/1' })).toBe(
      magicCvMessages.jobUrlInvalid,
    );
    expect(
      firstSubmitProblem({
        ...ok,
        jobDescription: '',
        jobUrl: 'https://www.linkedin.com/jobs/view/4012345678',
      }),
    ).toBeNull();
    expect(firstSubmitProblem(ok)).toBeNull();
  });

  it('treats the limit as reached at used >= limit, never for unlimited', () => {
    expect(overDailyLimit({ used: 1, limit: 2 })).toBe(false);
    expect(overDailyLimit({ used: 2, limit: 2 })).toBe(true);
    expect(overDailyLimit({ used: 99, limit: null })).toBe(false);
  });
});

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
});
