/**
 * One WebSocket client of `/v1/listen`: its identity, its subscriptions and what it was last
 * sent. A subscription is re-evaluated (access included) on every relevant change and pushed
 * only when its result differs. Messages are handled strictly in order, so an `auth` followed
 * by `subscribe` is always evaluated with the new identity.
 */
import { fromWire, toWire } from '../../src/domain/doc-values';
import { parseDocPath } from '../../src/domain/query/doc-path';
import { validateQuery } from '../../src/domain/query/run-query';
import { sameDoc, sameDocs } from '../../src/domain/query/snapshots';
import type { DocSnapshot, Query } from '../../src/domain/query/types';
import { canRead } from '../access/registry';
import type { Auth } from '../access/types';
import type { TokenVerifier } from '../auth/token-verifier';
import { permissionDenied, toApiError } from '../http/api-error';
import { readQuery } from '../http/docs-routes';
import type { LocalStore } from '../store/local-store';
import { parseClientMessage, type ServerMessage } from './protocol';

type Sub =
  | { id: string; kind: 'doc'; path: string; last?: DocSnapshot | null }
  | { id: string; kind: 'query'; q: Query; last?: readonly DocSnapshot[] };

export interface SessionDeps {
  store: LocalStore;
  verifier: TokenVerifier;
  send(msg: ServerMessage): void;
  logError(e: unknown): void;
}

const MAX_SUBS = 500;
const MAX_TIMER_MS = 2 ** 31 - 1;

export class ListenSession {
  private auth: Auth = null;
  /** The token ran out: nothing is evaluated until the client sends a fresh one. */
  private expired = false;
  private expiryTimer: NodeJS.Timeout | undefined;
  private readonly subs = new Map<string, Sub>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly deps: SessionDeps) {}

  receive(raw: string): void {
    this.queue = this.queue.then(() => this.handle(raw)).catch((e) => this.deps.logError(e));
  }

  /** Called by the hub with the paths and collections that changed since the last flush. */
  onChanges(paths: ReadonlySet<string>, collections: ReadonlySet<string>): void {
    if (this.expired) return;
    for (const sub of [...this.subs.values()]) {
      if (sub.kind === 'doc' ? paths.has(sub.path) : collections.has(sub.q.collection)) this.refresh(sub);
    }
  }

  close(): void {
    clearTimeout(this.expiryTimer);
    this.subs.clear();
  }

  private async handle(raw: string): Promise<void> {
    const msg = parseClientMessage(raw);
    if (!msg) {
      this.deps.send({ type: 'error', error: { status: 'INVALID_ARGUMENT', message: 'Unknown message.' } });
      return;
    }
    if (msg.type === 'auth') return this.authenticate(msg.token);
    if (msg.type === 'unsubscribe') {
      this.subs.delete(msg.id);
      return;
    }
    let sub: Sub;
    try {
      if ('doc' in msg) sub = { id: msg.id, kind: 'doc', path: parseDocPath(msg.doc).path };
      else {
        const q = fromWire(msg.query) as Query;
        validateQuery(q);
        sub = { id: msg.id, kind: 'query', q };
      }
      if (this.subs.size >= MAX_SUBS && !this.subs.has(msg.id)) throw new Error('Too many subscriptions.');
    } catch (e) {
      this.fail(msg.id, e);
      return;
    }
    this.subs.set(sub.id, sub);
    if (!this.expired) this.refresh(sub);
  }

  private async authenticate(token: string | null): Promise<void> {
    clearTimeout(this.expiryTimer);
    this.auth = null;
    this.expired = false;
    if (token) {
      try {
        const { ctx, expiresAt } = await this.deps.verifier.verify(token);
        this.auth = ctx;
        this.expiryTimer = setTimeout(
          () => this.expire(),
          Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS),
        );
        this.expiryTimer.unref();
      } catch (e) {
        this.fail(undefined, e);
      }
    }
    this.deps.send({ type: 'auth-ok', uid: this.auth?.uid ?? null });
    // The identity changed: every subscription is judged again under it.
    for (const sub of [...this.subs.values()]) this.refresh(sub);
  }

  private expire(): void {
    this.auth = null;
    this.expired = true;
    this.deps.send({ type: 'auth-required' });
  }

  private refresh(sub: Sub): void {
    if (this.subs.get(sub.id) !== sub) return;
    try {
      if (sub.kind === 'doc') {
        const doc = this.deps.store.readDoc(sub.path);
        if (!canRead(this.auth, sub.path, doc?.data ?? null)) throw permissionDenied();
        if (sub.last !== undefined && sameDoc(sub.last, doc)) return;
        sub.last = doc;
        this.deps.send({ type: 'snapshot', id: sub.id, doc: doc ? toWire(doc) : null });
      } else {
        const docs = readQuery(this.deps.store, this.auth, sub.q);
        if (sub.last !== undefined && sameDocs(sub.last, docs)) return;
        sub.last = docs;
        this.deps.send({ type: 'snapshot', id: sub.id, docs: docs.map((d) => toWire(d)) });
      }
    } catch (e) {
      this.fail(sub.id, e);
    }
  }

  /** Reports an error; a failed subscription is over, like a Firestore listener after an error. */
  private fail(id: string | undefined, e: unknown): void {
    const err = toApiError(e, this.deps.logError);
    if (id !== undefined) this.subs.delete(id);
    const error = { status: err.status, message: err.message };
    this.deps.send(id === undefined ? { type: 'error', error } : { type: 'error', id, error });
  }
}
