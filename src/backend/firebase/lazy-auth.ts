/**
 * An AuthService that loads its implementation (the Firebase Auth SDK, backend.ts's dynamic
 * import) only when it is needed, so a public page paints without it. `onChange` listeners
 * subscribe to the implementation once it has loaded; until then the state is unknown (the
 * app shows 'loading') and `current()` is null.
 *
 * With `storedSession`, a browser that holds no signed-in session is known to be signed out at
 * once, without the SDK: listeners hear `null` and the SDK loads only for a sign-in (or when
 * another tab may have signed in). Any doubt loads the SDK, which then decides.
 */
import { AuthError, type AuthService, type AuthUser, type Unsubscribe } from '../ports';
import { loadOnce } from './lazy-stores';

/** Whether this browser may hold a signed-in session, without loading the Auth SDK. */
export interface StoredSession {
  /** False only when there is surely no session kept on this device. */
  mayExist(): Promise<boolean>;
  /** Calls `recheck` whenever a session may have appeared (another tab signed in). */
  watch(recheck: () => void): Unsubscribe;
}

export interface LazyAuthOptions {
  googleMode: 'popup' | 'chooser';
  storedSession?: StoredSession;
}

type Listener = (user: AuthUser | null) => void;

interface Waiting {
  next: Listener;
  stop: Unsubscribe | null;
  /** Told something (signed out, or the SDK failed to load) before the SDK answered. */
  told: boolean;
}

function loadError(e: unknown): AuthError {
  if (e instanceof AuthError) return e;
  const detail = e instanceof Error && e.message ? ` (${e.message})` : '';
  return new AuthError(
    'auth/network-request-failed',
    `Could not load sign-in. Check your connection and try again.${detail}`,
  );
}

export function lazyAuthService(load: () => Promise<AuthService>, opts: LazyAuthOptions): AuthService {
  const stored = opts.storedSession;
  let inner: AuthService | null = null;
  /** onChange listeners subscribed before the implementation loaded. */
  const waiting = new Set<Waiting>();
  /**
   * idle: nothing asked yet (or the last load failed); checking: looking for a stored session;
   * loading: the SDK is on its way; signed-out: no stored session, the SDK is not needed yet.
   */
  let phase: 'idle' | 'checking' | 'loading' | 'signed-out' = 'idle';
  let unwatch: Unsubscribe | undefined;

  const get = loadOnce(async () => {
    const service = await load();
    inner = service;
    unwatch?.();
    for (const w of waiting) w.stop = service.onChange(w.next);
    waiting.clear();
    return service;
  });
  const service = () => get().catch((e: unknown) => Promise.reject(loadError(e)));

  const tell = (w: Waiting) => {
    if (w.told) return;
    w.told = true;
    w.next(null);
  };

  /** The SDK answers the state; a failed load reads as signed out (logged), retried by the next subscriber. */
  function loadForListeners(): void {
    phase = 'loading';
    service().catch((e: unknown) => {
      console.error('Could not load the sign-in SDK; showing the visitor as signed out', e);
      phase = 'idle';
      waiting.forEach(tell);
    });
  }

  function begin(): void {
    if (!stored) return loadForListeners();
    phase = 'checking';
    stored.mayExist().then(
      (mayExist) => (mayExist ? loadForListeners() : noSession(stored)),
      () => loadForListeners(),
    );
  }

  function noSession(s: StoredSession): void {
    phase = 'signed-out';
    waiting.forEach(tell);
    // Had the SDK been loaded, it would notice a sign-in in another tab: so look again then.
    unwatch ??= s.watch(() => {
      if (inner || phase !== 'signed-out') return;
      s.mayExist().then(
        (mayExist) => mayExist && phase === 'signed-out' && loadForListeners(),
        () => undefined,
      );
    });
  }

  return {
    googleMode: opts.googleMode,
    // A failure is reported by the sign-in that needs the SDK.
    preload: () => void service().catch(() => undefined),
    current: () => inner?.current() ?? null,
    onChange(next) {
      if (inner) return inner.onChange(next);
      const w: Waiting = { next, stop: null, told: false };
      waiting.add(w);
      if (phase === 'signed-out') tell(w);
      else if (phase === 'idle') begin();
      return () => {
        waiting.delete(w);
        w.stop?.();
      };
    },
    signInWithGooglePopup: async () => (await service()).signInWithGooglePopup(),
    signInWithGoogleAccount: async (account) => (await service()).signInWithGoogleAccount(account),
    signInWithEmail: async (email, password) => (await service()).signInWithEmail(email, password),
    signOut: async () => (await service()).signOut(),
    changePassword: async (current, next) => (await service()).changePassword(current, next),
    refreshClaims: async () => (await service()).refreshClaims(),
  };
}
