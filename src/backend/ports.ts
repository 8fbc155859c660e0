/**
 * The ports the features talk to. Features import these types and the `backend` instance from
 * `@/backend/backend`; only code under src/backend imports firebase/*.
 */
import type { Query, DocSnapshot } from '@/domain/query/types';

export type { Query, QueryCursor, DocSnapshot, Where, OrderBy, WhereOp } from '@/domain/query/types';
export { serverTime, arrayUnion, arrayRemove, increment, deleteField } from '@/domain/doc-values';

export type DocData = Record<string, unknown>;
export type Unsubscribe = () => void;

export interface DocStore {
  get<T = DocData>(path: string): Promise<DocSnapshot<T> | null>;
  query<T = DocData>(q: Query): Promise<DocSnapshot<T>[]>;
  count(q: Query): Promise<number>;
  watchDoc<T = DocData>(
    path: string,
    next: (doc: DocSnapshot<T> | null) => void,
    error?: (e: Error) => void,
  ): Unsubscribe;
  watchQuery<T = DocData>(
    q: Query,
    next: (docs: DocSnapshot<T>[]) => void,
    error?: (e: Error) => void,
  ): Unsubscribe;
  /** Adds a document with a generated id; resolves to its id. */
  add(collection: string, data: DocData): Promise<string>;
  set(path: string, data: DocData, opts?: { merge?: boolean }): Promise<void>;
  /** Patch with dotted field paths allowed (`'subscription.planId'`). Fails if missing. */
  update(path: string, patch: DocData): Promise<void>;
  remove(path: string): Promise<void>;
}

/**
 * Reads what anyone may read (firestore.rules), as a signed-out visitor, without the Firestore
 * SDK, so that public pages stay light (docs/architecture.md section 2). No cursors: public
 * pages read one page of results.
 */
export interface PublicReader {
  get<T = DocData>(path: string): Promise<DocSnapshot<T> | null>;
  query<T = DocData>(q: Omit<Query, 'startAfter'>): Promise<DocSnapshot<T>[]>;
}

export interface FileStore {
  upload(path: string, blob: Blob, opts?: { contentType?: string }): Promise<{ url: string }>;
  remove(path: string): Promise<void>;
}

/** Errors from any DocStore/FileStore carry one of these codes. */
export type BackendErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'invalid-argument'
  | 'resource-exhausted'
  | 'failed-precondition'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'internal';

export class BackendError extends Error {
  constructor(
    readonly code: BackendErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

/** The signed-in user as the app sees it (a projection of the Firebase Auth user). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  /** Sign-in providers, e.g. `['password']` or `['google.com']`. */
  providers: string[];
  /** From the ID token's custom claims; the server sets it, the client only reads it. */
  admin: boolean;
}

export interface AuthService {
  /** Called with `undefined` never: first call is the restored state (user or null). */
  onChange(next: (user: AuthUser | null) => void): Unsubscribe;
  current(): AuthUser | null;
  /**
   * `popup`: production, Google's own popup. `chooser`: local mode, the app shows an account
   * chooser and calls {@link signInWithGoogleAccount}.
   */
  readonly googleMode: 'popup' | 'chooser';
  /**
   * Starts loading what signing in needs (the login page calls it as it opens), so the click that
   * signs in (Google's popup must open within it) does not wait for a download.
   */
  preload(): void;
  signInWithGooglePopup(): Promise<void>;
  signInWithGoogleAccount(account: { email: string; name: string }): Promise<void>;
  signInWithEmail(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Re-authenticates with the current password, then sets the new one. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Forces a token refresh so new custom claims (admin) are seen; re-emits onChange. */
  refreshClaims(): Promise<void>;
}

/** Auth failures keep the provider's error code (`auth/user-not-found`, ...). */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export interface Callables {
  call<I, O>(name: string, data: I): Promise<O>;
}

export interface Backend {
  mode: 'local' | 'firebase';
  docs: DocStore;
  /** The signed-out view of `docs`, read without the SDK. */
  publicDocs: PublicReader;
  files: FileStore;
  auth: AuthService;
  functions: Callables;
  /** Calls that need no caller (the site status), made without the SDK and without a token. */
  publicFunctions: Callables;
}
