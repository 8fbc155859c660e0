import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError, type AuthService, type AuthUser } from '../ports';
import { lazyAuthService, type StoredSession } from './lazy-auth';

const jane: AuthUser = {
  uid: 'u1',
  email: 'jane@example.test',
  displayName: 'Jane',
  photoURL: null,
  emailVerified: true,
  providers: ['password'],
  admin: false,
};

/** An AuthService standing in for the SDK's: emits the restored state when told to. */
function fakeInner() {
  const listeners = new Set<(u: AuthUser | null) => void>();
  let state: AuthUser | null | undefined;
  const emit = (u: AuthUser | null) => {
    state = u;
    listeners.forEach((l) => l(u));
  };
  const inner: AuthService & { emit: typeof emit; listeners: typeof listeners } = {
    emit,
    listeners,
    googleMode: 'popup',
    current: () => state ?? null,
    onChange(next) {
      listeners.add(next);
      if (state !== undefined) next(state);
      return () => void listeners.delete(next);
    },
    signInWithGooglePopup: vi.fn(async () => emit(jane)),
    signInWithGoogleAccount: vi.fn(async () => emit(jane)),
    signInWithEmail: vi.fn(async () => emit(jane)),
    signOut: vi.fn(async () => emit(null)),
    changePassword: vi.fn(async () => undefined),
    refreshClaims: vi.fn(async () => undefined),
    preload: () => undefined,
  };
  return inner;
}

/** A stored session answering `mayExist`, with the recheck it was given. */
function fakeStored(mayExist: boolean | (() => Promise<boolean>)) {
  const stored = {
    recheck: null as (() => void) | null,
    answer: typeof mayExist === 'function' ? mayExist : async () => mayExist,
    mayExist: vi.fn(() => stored.answer()),
    watch: vi.fn((recheck: () => void) => {
      stored.recheck = recheck;
      return () => void (stored.recheck = null);
    }),
  };
  return stored satisfies StoredSession;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.restoreAllMocks());

describe('lazyAuthService without a stored-session check', () => {
  it('loads on the first subscription and passes on what the SDK emits; unknown until then', async () => {
    const inner = fakeInner();
    const load = vi.fn(async () => inner);
    const auth = lazyAuthService(load, { googleMode: 'popup' });
    expect(load).not.toHaveBeenCalled();
    expect(auth.current()).toBeNull();

    const next = vi.fn();
    auth.onChange(next);
    await vi.waitFor(() => expect(inner.listeners.size).toBe(1));
    expect(next).not.toHaveBeenCalled(); // 'loading' until the restored session is known
    inner.emit(jane);
    expect(next).toHaveBeenLastCalledWith(jane);
    expect(auth.current()).toEqual(jane);

    // Once loaded, later subscribers go straight to the SDK.
    const later = vi.fn();
    auth.onChange(later);
    expect(later).toHaveBeenCalledWith(jane);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a listener that unsubscribed before the SDK loaded', async () => {
    const inner = fakeInner();
    let release!: () => void;
    const auth = lazyAuthService(
      () => new Promise<AuthService>((resolve) => (release = () => resolve(inner))),
      { googleMode: 'popup' },
    );
    const gone = vi.fn();
    const stays = vi.fn();
    auth.onChange(gone)();
    const stop = auth.onChange(stays);
    release();
    await vi.waitFor(() => expect(inner.listeners.size).toBe(1));
    inner.emit(null);
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledWith(null);
    stop();
    expect(inner.listeners.size).toBe(0);
  });

  it('reports a failed load: listeners hear signed-out, calls reject with an AuthError, a later call retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const inner = fakeInner();
    let fail = true;
    const auth = lazyAuthService(
      async () => {
        if (fail) throw new Error('chunk failed');
        return inner;
      },
      { googleMode: 'popup' },
    );
    const next = vi.fn();
    auth.onChange(next);
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith(null));
    expect(console.error).toHaveBeenCalled();

    const refused = auth.signInWithEmail('jane@example.test', 'pw');
    await expect(refused).rejects.toBeInstanceOf(AuthError);
    await expect(refused).rejects.toMatchObject({ code: 'auth/network-request-failed' });

    // The next sign-in loads the SDK, and the waiting listener follows it from then on.
    fail = false;
    await auth.signInWithEmail('jane@example.test', 'pw');
    expect(inner.signInWithEmail).toHaveBeenCalledWith('jane@example.test', 'pw');
    expect(next).toHaveBeenLastCalledWith(jane);
    expect(next).toHaveBeenCalledTimes(2);
  });
});

describe('lazyAuthService with a stored-session check', () => {
  it('with no stored session: signed out at once, no SDK, until a sign-in loads it', async () => {
    const inner = fakeInner();
    const load = vi.fn(async () => inner);
    const stored = fakeStored(false);
    const auth = lazyAuthService(load, { googleMode: 'chooser', storedSession: stored });
    const first = vi.fn();
    auth.onChange(first);
    await vi.waitFor(() => expect(first).toHaveBeenCalledWith(null));
    const second = vi.fn();
    auth.onChange(second);
    expect(second).toHaveBeenCalledWith(null); // known: no second check
    expect(stored.mayExist).toHaveBeenCalledTimes(1);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(auth.googleMode).toBe('chooser');

    await auth.signInWithGoogleAccount({ email: 'jane@example.test', name: 'Jane' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenLastCalledWith(jane);
    expect(second).toHaveBeenLastCalledWith(jane);
  });

  it('preload fetches the SDK ahead of a sign-in (the login page), a failure left to the sign-in', async () => {
    const inner = fakeInner();
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return inner;
    });
    const auth = lazyAuthService(load, { googleMode: 'popup', storedSession: fakeStored(false) });
    auth.preload();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(auth.signInWithGooglePopup()).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    fail = false;
    auth.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await auth.signInWithGooglePopup();
    expect(load).toHaveBeenCalledTimes(3);
    expect(auth.current()).toEqual(jane);
  });

  it('with a stored session: stays unknown and loads the SDK, which tells the restored user', async () => {
    const inner = fakeInner();
    const load = vi.fn(async () => inner);
    const auth = lazyAuthService(load, { googleMode: 'popup', storedSession: fakeStored(true) });
    const next = vi.fn();
    auth.onChange(next);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await vi.waitFor(() => expect(inner.listeners.size).toBe(1));
    expect(next).not.toHaveBeenCalled();
    inner.emit(jane);
    expect(next).toHaveBeenCalledWith(jane);
  });

  it('loads the SDK when the check itself fails (a doubt is not a no)', async () => {
    const inner = fakeInner();
    const load = vi.fn(async () => inner);
    const stored = fakeStored(() => Promise.reject(new Error('IndexedDB refused')));
    const auth = lazyAuthService(load, { googleMode: 'popup', storedSession: stored });
    const next = vi.fn();
    auth.onChange(next);
    await vi.waitFor(() => expect(inner.listeners.size).toBe(1));
    expect(next).not.toHaveBeenCalled();
  });

  it('looks again when told (another tab signed in) and then loads the SDK', async () => {
    const inner = fakeInner();
    const load = vi.fn(async () => inner);
    const stored = fakeStored(false);
    const auth = lazyAuthService(load, { googleMode: 'popup', storedSession: stored });
    const next = vi.fn();
    auth.onChange(next);
    await vi.waitFor(() => expect(stored.recheck).not.toBeNull());

    stored.recheck!(); // still nothing stored
    await flush();
    expect(load).not.toHaveBeenCalled();

    stored.answer = async () => true;
    stored.recheck!();
    await vi.waitFor(() => expect(inner.listeners.size).toBe(1));
    inner.emit(jane);
    expect(next).toHaveBeenLastCalledWith(jane);
    expect(stored.recheck).toBeNull(); // no more watching once the SDK is there
  });

  it('a listener gone before the check answered hears nothing', async () => {
    let answer!: (v: boolean) => void;
    const stored = fakeStored(() => new Promise<boolean>((r) => (answer = r)));
    const auth = lazyAuthService(async () => fakeInner(), { googleMode: 'popup', storedSession: stored });
    const next = vi.fn();
    auth.onChange(next)();
    await vi.waitFor(() => expect(stored.mayExist).toHaveBeenCalled());
    answer(false);
    await flush();
    expect(next).not.toHaveBeenCalled();
  });
});
