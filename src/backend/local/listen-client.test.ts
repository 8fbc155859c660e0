import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListenClient, type WebSocketLike } from './listen-client';

/** A scripted socket: the test opens, closes and answers it by hand. */
class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((ev: never) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: never) => void) | null = null;
  onerror: ((ev: never) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(undefined as never);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(undefined as never);
  }
  push(msg: object) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const last = () => FakeSocket.all.at(-1)!;
let token: string | null = 't1';
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  token = 't1';
});
afterEach(() => vi.useRealTimers());

function client() {
  return new ListenClient({
    url: 'ws://x/v1/listen',
    getToken: async () => token,
    WebSocket: FakeSocket,
    idleMs: 100,
  });
}

describe('ListenClient', () => {
  it('shares one socket, authenticates first, and routes snapshots by id', async () => {
    const c = client();
    const a = vi.fn();
    const b = vi.fn();
    c.subscribe({ doc: 'users/a' }, a, vi.fn());
    c.subscribe({ query: { collection: 'users' } }, b, vi.fn());
    expect(FakeSocket.all).toHaveLength(1);
    last().open();
    await flush();
    expect(last().sent).toEqual([
      { type: 'auth', token: 't1' },
      { type: 'subscribe', id: 's1', doc: 'users/a' },
      { type: 'subscribe', id: 's2', query: { collection: 'users' } },
    ]);
    last().push({ type: 'snapshot', id: 's2', docs: [] });
    expect(b).toHaveBeenCalledWith({ type: 'snapshot', id: 's2', docs: [] });
    expect(a).not.toHaveBeenCalled();
  });

  it('reconnects with backoff and re-subscribes with a fresh token', async () => {
    const c = client();
    c.subscribe({ doc: 'users/a' }, vi.fn(), vi.fn());
    last().open();
    await flush();
    last().drop();
    token = 't2';
    await vi.advanceTimersByTimeAsync(100);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop();
    await vi.advanceTimersByTimeAsync(400);
    expect(FakeSocket.all).toHaveLength(2); // second wait is longer (500-750 ms)
    await vi.advanceTimersByTimeAsync(400);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    await flush();
    expect(last().sent).toEqual([
      { type: 'auth', token: 't2' },
      { type: 'subscribe', id: 's1', doc: 'users/a' },
    ]);
  });

  it('answers auth-required with the current token and follows token changes', async () => {
    const c = client();
    c.subscribe({ doc: 'users/a' }, vi.fn(), vi.fn());
    last().open();
    await flush();
    last().push({ type: 'auth-required' });
    await flush();
    expect(last().sent.at(-1)).toEqual({ type: 'auth', token: 't1' });
    token = null;
    c.subscribe({ doc: 'users/b' }, vi.fn(), vi.fn());
    await flush();
    expect(last().sent.slice(-2)).toEqual([
      { type: 'auth', token: null },
      { type: 'subscribe', id: 's2', doc: 'users/b' },
    ]);
  });

  it('ends a subscription on its error and closes the idle socket', async () => {
    const c = client();
    const error = vi.fn();
    const stop = c.subscribe({ doc: 'users/a' }, vi.fn(), error);
    last().open();
    await flush();
    last().push({ type: 'error', id: 's1', error: { status: 'PERMISSION_DENIED', message: 'no' } });
    expect(error.mock.calls[0]![0]).toMatchObject({ code: 'permission-denied', message: 'no' });
    const stop2 = c.subscribe({ doc: 'users/b' }, vi.fn(), vi.fn());
    await flush();
    stop();
    stop2();
    await flush();
    expect(last().sent.at(-1)).toEqual({ type: 'unsubscribe', id: 's2' });
    await vi.advanceTimersByTimeAsync(150);
    expect(last().readyState).toBe(3);
    last().drop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('fails subscriptions clearly when no WebSocket exists', () => {
    const original = (globalThis as { WebSocket?: unknown }).WebSocket;
    (globalThis as { WebSocket?: unknown }).WebSocket = undefined;
    try {
      const error = vi.fn();
      new ListenClient({ url: 'ws://x', getToken: async () => null }).subscribe(
        { doc: 'a/b' },
        vi.fn(),
        error,
      );
      expect(error.mock.calls[0]![0]).toMatchObject({ code: 'unavailable' });
    } finally {
      (globalThis as { WebSocket?: unknown }).WebSocket = original;
    }
  });
});
