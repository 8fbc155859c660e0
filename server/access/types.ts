/**
 * Access policies: one module per collection, mirroring firestore.rules line for line.
 * `auth` is null for a caller without a (valid) token.
 */
import type { DocData } from '../../functions/src/handlers/ports';
import type { Query } from '../../src/domain/query/types';

export interface AuthContext {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** From the verified token's custom claims only: never from document data. */
  admin: boolean;
}

export type Auth = AuthContext | null;

/** A document as a rule sees it: `data` is null when it does not exist (rules' `resource == null`). */
export interface PolicyDoc {
  path: string;
  id: string;
  /** Wildcards of the matched pattern, e.g. `{ uid: 'abc' }` for `users/{uid}`. */
  params: Record<string, string>;
  data: DocData | null;
}

export type ExistingDoc = PolicyDoc & { data: DocData };

/**
 * What a rule sees besides the documents: `request.time` and `get()`/`exists()`. Optional in
 * the policy signatures, so policies that need neither ignore it.
 */
export interface RequestContext {
  /** `request.time`: the server time this write's serverTime() values resolved to. */
  now: Date;
  /** `get(path).data`, or null where `exists(path)` is false. */
  getDoc(path: string): DocData | null;
}

export interface CollectionPolicy {
  /** Document path pattern, e.g. `users/{uid}`. */
  pattern: string;
  /** get: a single document (also watched). */
  read(auth: Auth, doc: PolicyDoc): boolean;
  /** list: decided from the query's constraints alone, before any document is read. */
  list(auth: Auth, query: Query, params: Record<string, string>): boolean;
  create(auth: Auth, after: ExistingDoc, req: RequestContext): boolean;
  update(auth: Auth, before: ExistingDoc, after: ExistingDoc, req: RequestContext): boolean;
  delete(auth: Auth, before: PolicyDoc, req: RequestContext): boolean;
}
