import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Callables } from '@/backend/ports';
import type { AngelDownloadLog } from '@/domain/angel-download-log';
import { logThenNavigate } from './log-then-navigate';

const log: AngelDownloadLog = {
  source: 'angel-page',
  platform: 'windows',
  targetUrl: 'https://dl.test/Angel-AI-Setup-4.0.5.exe',
  userAgent: 'test',
};

function callables(answer: () => Promise<unknown>) {
  const call = vi.fn(answer);
  return { functions: { call } as unknown as Callables, call };
}

describe('logThenNavigate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs the download, then navigates as soon as the log answers', async () => {
    const { functions, call } = callables(async () => ({ logged: true }));
    const navigate = vi.fn();
    await logThenNavigate(functions, log, navigate);
    expect(call).toHaveBeenCalledWith('logAngelDownload', log);
    expect(navigate).toHaveBeenCalledWith(log.targetUrl);
  });

  it('navigates when the log rejects', async () => {
    const { functions } = callables(() => Promise.reject(new Error('internal')));
    const navigate = vi.fn();
    await logThenNavigate(functions, log, navigate);
    expect(navigate).toHaveBeenCalledWith(log.targetUrl);
  });

  it('navigates when the call throws before returning a promise', async () => {
    const call = vi.fn(() => {
      throw new Error('no backend');
    });
    const navigate = vi.fn();
    await logThenNavigate({ call } as unknown as Callables, log, navigate);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('waits 200 ms at most for a log that hangs, then navigates', async () => {
    const { functions } = callables(() => new Promise(() => {}));
    const navigate = vi.fn();
    const done = logThenNavigate(functions, log, navigate);
    await vi.advanceTimersByTimeAsync(199);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(navigate).toHaveBeenCalledWith(log.targetUrl);
  });

  it('ignores a log that fails after the 200 ms have passed', async () => {
    let fail: (e: Error) => void = () => {};
    const { functions } = callables(() => new Promise((_, reject) => (fail = reject)));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const navigate = vi.fn();
      const done = logThenNavigate(functions, log, navigate);
      await vi.advanceTimersByTimeAsync(200);
      await done;
      fail(new Error('late'));
      // Unhandled rejections are reported after a macrotask; give them one on real timers.
      vi.useRealTimers();
      await new Promise((r) => setTimeout(r, 10));
      expect(navigate).toHaveBeenCalledOnce();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
