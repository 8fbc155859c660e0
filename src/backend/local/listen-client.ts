/**
 * The one shared WebSocket to `/v1/listen`. It opens with the first subscription, closes a
 * little after the last one ends, reconnects with backoff and then re-authenticates and
 * re-subscribes everything. Sends go through one queue so that `auth` always precedes the
 * subscriptions it applies to.
 */
import { BackendError } from '../ports';
import { wireError } from './wire-errors';

/** The part of the WebSocket API used here (browser WebSocket and `ws` both fit). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((ev: never) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: never) => void) | null;
  onerror: ((ev: never) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketCtor = new (url: string) => WebSocketLike;

export type Target = { doc: string } | { query: unknown };

interface Sub {
  target: Target;
  onSnapshot(msg: { doc?: unknown; docs?: unknown[] }): void;
  onError(e: BackendError): void;
}

export interface ListenClientOptions {
  url: string;
  getToken: () => Promise<string | null>;
  WebSocket?: WebSocketCtor;
  /** Close the idle socket this long after the last unsubscribe (ms). */
  idleMs?: number;
  /** Re-read the token this often while connected, to follow refreshes and sign-outs (ms). */
  tokenCheckMs?: number;
}

const OPEN = 1;

export class ListenClient {
  private socket: WebSocketLike | null = null;
  private ready = false;
  private readonly subs = new Map<string, Sub>();
  private nextId = 0;
  private sentToken: string | null | undefined;
  private queue: Promise<void> = Promise.resolve();
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private tokenTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly opts: ListenClientOptions) {}

  subscribe(target: Target, onSnapshot: Sub['onSnapshot'], onError: Sub['onError']): () => void {
    this.nextId += 1;
    const id = `s${this.nextId}`;
    this.subs.set(id, { target, onSnapshot, onError });
    clearTimeout(this.idleTimer);
    if (this.ready) this.enqueue((send) => send({ type: 'subscribe', id, ...target }));
    else this.connect();
    return () => {
      if (!this.subs.delete(id)) return;
      if (this.ready) this.enqueue((send) => send({ type: 'unsubscribe', id }));
      if (this.subs.size === 0)
        this.idleTimer = setTimeout(() => this.disconnect(), this.opts.idleMs ?? 2000);
    };
  }

  /** Sends the current token now (after sign-in, sign-out or a claims refresh). */
  reauthenticate(): void {
    if (this.ready) this.enqueue(() => {}, true);
  }

  close(): void {
    this.subs.clear();
    this.disconnect();
  }

  private connect(): void {
    if (this.socket || this.reconnectTimer) return;
    const Ctor = this.opts.WebSocket ?? (globalThis as { WebSocket?: WebSocketCtor }).WebSocket;
    if (!Ctor) {
      const err = new BackendError('unavailable', 'No WebSocket implementation available.');
      const subs = [...this.subs.values()];
      this.subs.clear();
      for (const sub of subs) sub.onError(err);
      return;
    }
    const ws = new Ctor(this.opts.url);
    this.socket = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.ready = true;
      this.sentToken = undefined;
      this.queue = Promise.resolve();
      // Everything is re-subscribed: the server keeps no state across connections.
      for (const [id, sub] of this.subs)
        this.enqueue((send) => send({ type: 'subscribe', id, ...sub.target }));
      this.tokenTimer = setInterval(() => this.enqueue(() => {}), this.opts.tokenCheckMs ?? 30_000);
    };
    ws.onmessage = (ev) => this.onMessage(ev.data);
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.dropSocket();
      if (this.subs.size > 0) this.scheduleReconnect();
    };
    ws.onerror = () => {};
  }

  private scheduleReconnect(): void {
    const delay = Math.min(250 * 2 ** this.attempt, 10_000) + Math.random() * 250;
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.subs.size > 0) this.connect();
    }, delay);
  }

  private dropSocket(): void {
    this.socket = null;
    this.ready = false;
    clearInterval(this.tokenTimer);
  }

  private disconnect(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const ws = this.socket;
    this.dropSocket();
    ws?.close(1000, 'idle');
  }

  /** Queues a send; first makes sure the server has the current token (or `force`s it). */
  private enqueue(fn: (send: (msg: object) => void) => void, force = false): void {
    const ws = this.socket;
    this.queue = this.queue
      .then(async () => {
        const token = await this.opts.getToken().catch(() => null);
        if (this.socket !== ws || ws?.readyState !== OPEN) return;
        const send = (msg: object) => ws.send(JSON.stringify(msg));
        if (force || token !== this.sentToken) {
          send({ type: 'auth', token });
          this.sentToken = token;
        }
        fn(send);
      })
      .catch(() => {});
  }

  private onMessage(data: unknown): void {
    let msg: { type?: string; id?: string; doc?: unknown; docs?: unknown[]; error?: unknown };
    try {
      msg = JSON.parse(String(data));
    } catch {
      return;
    }
    if (msg.type === 'auth-required') {
      this.enqueue(() => {}, true);
      return;
    }
    const sub = msg.id ? this.subs.get(msg.id) : undefined;
    if (!sub) return;
    if (msg.type === 'snapshot') sub.onSnapshot(msg);
    else if (msg.type === 'error') {
      // The server ended this subscription, as Firestore ends a listener after an error.
      this.subs.delete(msg.id!);
      const status = (msg.error as { status?: string } | undefined)?.status;
      sub.onError(wireError(status === 'UNAUTHENTICATED' ? 401 : 400, { error: msg.error }));
    }
  }
}
