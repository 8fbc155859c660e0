import { describe, expect, it, vi } from 'vitest';
import { BackendError, type Callables, type DocStore } from '../ports';
import { lazyCallables, lazyDocStore, loadOnce } from './lazy-stores';

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

describe('lazyCallables', () => {
  it('loads on the first call, once, and forwards name, data and result', async () => {
    const call = vi.fn(async (name: string, data: unknown) => ({ name, data }));
    const load = vi.fn(async () => ({ call }) as unknown as Callables);
    const callables = lazyCallables(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([callables.call('getSiteStatus', {}), callables.call('x', { n: 1 })]);
    expect(a).toEqual({ name: 'getSiteStatus', data: {} });
    expect(b).toEqual({ name: 'x', data: { n: 1 } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reports a failed load as unavailable and retries on the next call; the call's own errors pass through", async () => {
    let fail = true;
    const refusal = new BackendError('permission-denied', 'no');
    const callables = lazyCallables(async () => {
      if (fail) throw new Error('chunk failed');
      return { call: async () => Promise.reject(refusal) } as unknown as Callables;
    });
    await expect(callables.call('x', {})).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Could not load the server calls: chunk failed',
    });
    fail = false;
    await expect(callables.call('x', {})).rejects.toBe(refusal);
  });
});

describe('loadOnce', () => {
  it('shares one load between callers and forgets a failure', async () => {
    let calls = 0;
    const get = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('first fails');
      return calls;
    });
    await expect(get()).rejects.toThrow('first fails');
    expect(await Promise.all([get(), get()])).toEqual([2, 2]);
    expect(calls).toBe(2);
  });
});
