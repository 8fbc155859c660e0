/**
 * AuthService over the Firebase Auth SDK, in both modes (local mode talks to the Auth emulator).
 * Every sign-in (and every restored session) runs the `syncUser` callable before the user is
 * emitted, so the app never renders a signed-in user whose users/{uid} document is missing.
 */
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  updatePassword,
  type Auth,
  type User,
  type UserCredential,
} from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import { AuthError, type AuthService, type AuthUser, type Callables } from '../ports';
import { asWrongPassword, toAuthError, toAuthUser } from './auth-user';

/** What the server's syncUser returns (functions/src/handlers/sync-user.ts). */
interface SyncUserResult {
  admin: boolean;
  claimsChanged: boolean;
}

export interface AuthServiceOptions {
  googleMode: 'popup' | 'chooser';
  callables: Callables;
}

/** One Auth instance per app; the emulator URL is given in local mode and with VITE_USE_EMULATORS. */
export function connectedAuth(app: FirebaseApp, emulatorUrl: string | null): Auth {
  let auth: Auth;
  try {
    auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  } catch {
    return getAuth(app); // Already initialised and connected (Vite hot reload): reuse it.
  }
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}

export function createAuthService(auth: Auth, opts: AuthServiceOptions): AuthService {
  const listeners = new Set<(user: AuthUser | null) => void>();
  const waiters = new Set<(user: AuthUser | null) => void>();
  let current: AuthUser | null = null;
  let known = false;
  let generation = 0;

  const emit = (user: AuthUser | null) => {
    current = user;
    known = true;
    listeners.forEach((l) => l(user));
    waiters.forEach((w) => w(user));
  };

  async function syncThenEmit(user: User | null): Promise<void> {
    // A newer auth state may arrive while syncUser runs; only the latest one is emitted.
    const gen = ++generation;
    if (!user) return emit(null);
    let claimsChanged = false;
    try {
      claimsChanged = (await opts.callables.call<object, SyncUserResult>('syncUser', {})).claimsChanged;
    } catch (e) {
      console.error('syncUser failed; continuing with the signed-in user', e);
    }
    const mapped = await toAuthUser(user, claimsChanged);
    if (gen === generation) emit(mapped);
  }

  onAuthStateChanged(auth, (user) => void syncThenEmit(user));

  /** Sign-in resolves once the new user has been synced and emitted (or superseded). */
  function settled(uid: string): Promise<void> {
    if (current?.uid === uid) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = (user: AuthUser | null) => {
        if (user && user.uid !== uid) return;
        waiters.delete(waiter);
        resolve();
      };
      waiters.add(waiter);
    });
  }

  async function signIn(run: () => Promise<UserCredential>, fallback: string): Promise<void> {
    let cred: UserCredential;
    try {
      cred = await run();
    } catch (e) {
      throw toAuthError(e, fallback);
    }
    await settled(cred.user.uid);
  }

  return {
    googleMode: opts.googleMode,
    preload: () => undefined, // Already loaded.
    current: () => current,
    onChange(next) {
      listeners.add(next);
      if (known) next(current);
      return () => void listeners.delete(next);
    },
    signInWithGooglePopup() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      return signIn(
        () => signInWithPopup(auth, provider, browserPopupRedirectResolver),
        'Failed to sign in with Google',
      );
    },
    signInWithGoogleAccount({ email, name }) {
      // An unsigned id token: only the Auth emulator accepts it (local account chooser).
      const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
      const credential = GoogleAuthProvider.credential(idToken);
      return signIn(() => signInWithCredential(auth, credential), 'Failed to sign in with Google');
    },
    signInWithEmail(email, password) {
      return signIn(() => signInWithEmailAndPassword(auth, email, password), 'Failed to sign in');
    },
    async signOut() {
      try {
        await firebaseSignOut(auth);
      } catch (e) {
        throw toAuthError(e, 'Failed to sign out');
      }
    },
    async changePassword(currentPassword, newPassword) {
      const user = auth.currentUser;
      if (!user?.email) throw new AuthError('auth/no-current-user', 'Please log in to continue.');
      try {
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
      } catch (e) {
        throw asWrongPassword(toAuthError(e, 'Failed to update password'));
      }
      try {
        await updatePassword(user, newPassword);
      } catch (e) {
        throw toAuthError(e, 'Failed to update password');
      }
    },
    async refreshClaims() {
      const user = auth.currentUser;
      if (!user) return;
      try {
        await user.getIdToken(true);
      } catch (e) {
        throw toAuthError(e, 'Failed to refresh the session');
      }
      if (auth.currentUser?.uid === user.uid) emit(await toAuthUser(user));
    },
  };
}
