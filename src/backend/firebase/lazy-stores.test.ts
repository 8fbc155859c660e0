import { describe, expect, it, vi } from 'vitest';
import { BackendError, type DocStore } from '../ports';
import { lazyDocStore } from './lazy-stores';

function fakeStore(): DocStore & { stops: number } {
  const store = {
    stops: 0,
    get: vi.fn(async (path: string) => ({ id: 'x', path, data: { ok: true } })),
    watchDoc: vi.fn((_path: string, next: (d: null) => void) => {
      next(null);
      return () => void (store.stops += 1);
    }),
  };
  return store as unknown as DocStore & { stops: number };
}

describe('lazyDocStore', () => {
  it('loads once and forwards calls', async () => {
    const inner = fakeStore();
    const load = vi.fn(async () => inner);
    const store = lazyDocStore(load);
    expect(load).not.toHaveBeenCalled();
    await store.get('a/1');
    await store.get('a/2');
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner.get).toHaveBeenCalledWith('a/2');
  });

  it('cancels a watch unsubscribed before the store loaded', async () => {
    const inner = fakeStore();
    const store = lazyDocStore(async () => inner);
    const next = vi.fn();
    const stop = store.watchDoc('a/1', next);
    stop();
    await vi.waitFor(() => expect(inner.stops).toBe(1));
    const stop2 = store.watchDoc('a/1', next);
    await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(2));
    stop2();
    expect(inner.stops).toBe(2);
  });

  it('reports a failed load as unavailable, to calls and to watchers, and retries later', async () => {
    let fail = true;
    const inner = fakeStore();
    const store = lazyDocStore(async () => {
      if (fail) throw new Error('chunk failed');
      return inner;
    });
    await expect(store.get('a/1')).rejects.toMatchObject({ code: 'unavailable' });
    const error = vi.fn();
    store.watchDoc('a/1', vi.fn(), error);
    await vi.waitFor(() => expect(error.mock.calls[0]?.[0]).toBeInstanceOf(BackendError));
    fail = false;
    await expect(store.get('a/1')).resolves.toMatchObject({ data: { ok: true } });
  });
});
