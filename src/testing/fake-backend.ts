/**
 * A Backend for component and route tests: a scriptable AuthService, the in-memory DocStore and
 * FileStore, and callables that answer from a table. Nothing here touches the network.
 */
import type { AuthService, AuthUser, Backend, Callables, Unsubscribe } from '@/backend/ports';
import {
  createMemoryDocStore,
  type MemoryDocStore,
  type MemoryDocStoreOptions,
} from '@/backend/memory/memory-doc-store';
import { createMemoryFileStore, type MemoryFileStore } from '@/backend/memory/memory-file-store';

export function fakeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: 'user-1',
    email: 'jane@example.test',
    displayName: 'Jane Doe',
    photoURL: null,
    emailVerified: true,
    providers: ['google.com'],
    admin: false,
    ...overrides,
  };
}

type AuthMethod =
  'signInWithGooglePopup' | 'signInWithGoogleAccount' | 'signInWithEmail' | 'signOut' | 'changePassword';

export interface FakeAuth extends AuthService {
  /** Pushes an auth state to every onChange listener (null = signed out). */
  emit(user: AuthUser | null): void;
  /** The next call of `method` rejects with `error` (once). */
  failNext(method: AuthMethod, error: Error): void;
  /** Every call made, in order, with its arguments. */
  readonly calls: { method: AuthMethod; args: unknown[] }[];
}

export interface FakeAuthOptions {
  /** Initial state; 'loading' keeps onChange silent until `emit` is called. */
  user?: AuthUser | null | 'loading';
  googleMode?: 'popup' | 'chooser';
  /** The user an e-mail sign-in produces; defaults to a password account for that e-mail. */
  emailUser?: (email: string) => AuthUser;
}

export function createFakeAuth(opts: FakeAuthOptions = {}): FakeAuth {
  let state: AuthUser | null | undefined = opts.user === 'loading' ? undefined : (opts.user ?? null);
  const listeners = new Set<(u: AuthUser | null) => void>();
  const failures = new Map<AuthMethod, Error>();
  const calls: FakeAuth['calls'] = [];

  const emit = (user: AuthUser | null) => {
    state = user;
    for (const l of [...listeners]) l(user);
  };
  const call = async (method: AuthMethod, args: unknown[], then?: () => void) => {
    calls.push({ method, args });
    const failure = failures.get(method);
    if (failure) {
      failures.delete(method);
      throw failure;
    }
    then?.();
  };

  return {
    googleMode: opts.googleMode ?? 'popup',
    calls,
    emit,
    failNext: (method, error) => void failures.set(method, error),
    onChange(next): Unsubscribe {
      listeners.add(next);
      if (state !== undefined) next(state);
      return () => void listeners.delete(next);
    },
    current: () => state ?? null,
    preload: () => undefined,
    signInWithGooglePopup: () => call('signInWithGooglePopup', [], () => emit(fakeUser())),
    signInWithGoogleAccount: (account) =>
      call('signInWithGoogleAccount', [account], () =>
        emit(fakeUser({ uid: `google-${account.email}`, email: account.email, displayName: account.name })),
      ),
    signInWithEmail: (email, password) =>
      call('signInWithEmail', [email, password], () =>
        emit(opts.emailUser?.(email) ?? fakeUser({ email, displayName: null, providers: ['password'] })),
      ),
    signOut: () => call('signOut', [], () => emit(null)),
    changePassword: (current, next) => call('changePassword', [current, next]),
    refreshClaims: async () => emit(state ?? null),
  };
}

export interface FakeBackend extends Backend {
  auth: FakeAuth;
  docs: MemoryDocStore;
  files: MemoryFileStore;
}

export function createFakeBackend(
  opts: FakeAuthOptions & {
    docs?: MemoryDocStoreOptions;
    callables?: Record<string, (data: unknown) => unknown>;
  } = {},
): FakeBackend {
  const functions: Callables = {
    async call<I, O>(name: string, data: I): Promise<O> {
      const handler = opts.callables?.[name];
      if (!handler) throw new Error(`No fake callable "${name}"`);
      return (await handler(data)) as O;
    },
  };
  const docs = createMemoryDocStore(opts.docs);
  return {
    mode: 'local',
    auth: createFakeAuth(opts),
    docs,
    // The memory store judges no rules: tests of who may read what run on firestore.rules.
    publicDocs: docs,
    publicFunctions: functions,
    files: createMemoryFileStore(),
    functions,
  };
}
