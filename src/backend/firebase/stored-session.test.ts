import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStoredSession } from './stored-session';

const USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

interface FakeDb {
  /** Object stores and the keys each holds; null: the database does not exist. */
  stores: Record<string, string[]> | null;
  open?: 'throws' | 'blocked' | 'hangs' | 'error';
}

/** Just enough of IDBFactory for the SDK's database: open, upgrade, one readonly getAllKeys. */
function fakeIndexedDb(db: FakeDb) {
  const seen = { aborted: false, closed: false, opened: 0 };
  const later = (fn: () => void) => setTimeout(fn, 0);
  const factory = {
    open(name: string) {
      seen.opened += 1;
      expect(name).toBe('firebaseLocalStorageDb');
      if (db.open === 'throws') throw new Error('SecurityError');
      const request: Record<string, unknown> & {
        onupgradeneeded?: () => void;
        onsuccess?: () => void;
        onerror?: () => void;
        onblocked?: () => void;
      } = {};
      later(() => {
        if (db.open === 'hangs') return;
        if (db.open === 'blocked') return request.onblocked?.();
        if (db.open === 'error') return request.onerror?.();
        if (!db.stores) {
          request.transaction = { abort: () => (seen.aborted = true) };
          request.onupgradeneeded?.();
          return seen.aborted ? request.onerror?.() : request.onsuccess?.();
        }
        const stores = db.stores;
        request.result = {
          objectStoreNames: { contains: (n: string) => n in stores },
          close: () => (seen.closed = true),
          transaction: (store: string, mode: string) => {
            expect(mode).toBe('readonly');
            return {
              objectStore: () => ({
                getAllKeys() {
                  const keys: Record<string, unknown> & { onsuccess?: () => void } = {};
                  later(() => {
                    keys.result = stores[store];
                    keys.onsuccess?.();
                  });
                  return keys;
                },
              }),
            };
          },
        };
        request.onsuccess?.();
      });
      return request;
    },
  };
  return { factory: factory as unknown as IDBFactory, seen };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('browserStoredSession().mayExist', () => {
  it('is true when the SDK kept the user in localStorage, without opening IndexedDB', async () => {
    const { factory, seen } = fakeIndexedDb({ stores: null });
    vi.stubGlobal('indexedDB', factory);
    localStorage.setItem(USER_KEY, '{"uid":"u1"}');
    expect(await browserStoredSession().mayExist()).toBe(true);
    expect(seen.opened).toBe(0);
  });

  it('is false when the SDK never created its database, and does not create it', async () => {
    const { factory, seen } = fakeIndexedDb({ stores: null });
    vi.stubGlobal('indexedDB', factory);
    expect(await browserStoredSession().mayExist()).toBe(false);
    expect(seen.aborted).toBe(true);
  });

  it('reads the keys of the SDK store: a user key means maybe, others (or no store) mean no', async () => {
    const withUser = fakeIndexedDb({ stores: { firebaseLocalStorage: ['__sak', USER_KEY] } });
    vi.stubGlobal('indexedDB', withUser.factory);
    expect(await browserStoredSession().mayExist()).toBe(true);
    expect(withUser.seen.closed).toBe(true);

    vi.stubGlobal('indexedDB', fakeIndexedDb({ stores: { firebaseLocalStorage: ['__sak'] } }).factory);
    expect(await browserStoredSession().mayExist()).toBe(false);

    vi.stubGlobal('indexedDB', fakeIndexedDb({ stores: {} }).factory);
    expect(await browserStoredSession().mayExist()).toBe(false);
  });

  it('answers maybe whenever IndexedDB cannot tell: open throws, fails, is blocked or never answers', async () => {
    for (const open of ['throws', 'error', 'blocked'] as const) {
      vi.stubGlobal('indexedDB', fakeIndexedDb({ stores: null, open }).factory);
      expect(await browserStoredSession().mayExist(), open).toBe(true);
    }
    vi.useFakeTimers();
    vi.stubGlobal('indexedDB', fakeIndexedDb({ stores: null, open: 'hangs' }).factory);
    const answer = browserStoredSession().mayExist();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await answer).toBe(true);
  });

  it('is false without IndexedDB and nothing in localStorage', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(await browserStoredSession().mayExist()).toBe(false);
  });
});

describe('browserStoredSession().watch', () => {
  it('rechecks on focus, on a storage event and when the tab becomes visible, until unwatched', () => {
    const recheck = vi.fn();
    const unwatch = browserStoredSession().watch(recheck);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(recheck).toHaveBeenCalledTimes(3);
    unwatch();
    window.dispatchEvent(new Event('focus'));
    expect(recheck).toHaveBeenCalledTimes(3);
  });
});
