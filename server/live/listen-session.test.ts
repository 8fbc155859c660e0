import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthContext } from '../access/types';
import { InvalidTokenError, type TokenVerifier } from '../auth/token-verifier';
import { openLocalStore, type LocalStore } from '../store/local-store';
import { ListenSession } from './listen-session';
import { createLiveHub, type LiveHub } from './live-hub';
import type { ServerMessage } from './protocol';

/** Tokens are `uid:ttlMs`; `bad` is rejected. */
const verifier: TokenVerifier = {
  async verify(token) {
    if (token === 'bad') throw new InvalidTokenError('bad token');
    const [uid, ttl] = token.split(':');
    const ctx: AuthContext = { uid: uid!, email: null, emailVerified: false, admin: uid === 'admin' };
    return { ctx, expiresAt: Date.now() + Number(ttl ?? 60_000) };
  },
};

let dir: string;
let store: LocalStore;
let hub: LiveHub;
let sent: ServerMessage[];
let session: ListenSession;

const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));
const send = (m: object) => session.receive(JSON.stringify(m));
const snapshots = (id: string) =>
  sent.filter((m): m is ServerMessage & { id: string } => m.type === 'snapshot' && m.id === id);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-session-'));
  store = openLocalStore({ file: path.join(dir, 'store.sqlite'), now: () => new Date() });
  hub = createLiveHub(store, (e) => {
    throw e;
  });
  sent = [];
  session = new ListenSession({
    store,
    verifier,
    send: (m) => sent.push(m),
    logError: (e) => sent.push(e as never),
  });
  hub.add(session);
});
afterEach(() => {
  hub.close();
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('ListenSession', () => {
  it('evaluates subscriptions with the identity sent before them, and pushes changes only', async () => {
    await store.set('users/u1', { uid: 'u1', name: 'A' });
    send({ type: 'auth', token: 'u1:60000' });
    send({ type: 'subscribe', id: 'a', doc: 'users/u1' });
    send({ type: 'subscribe', id: 'b', doc: 'users/u2' });
    await tick();
    expect(snapshots('a')).toHaveLength(1);
    expect(sent).toContainEqual({
      type: 'error',
      id: 'b',
      error: expect.objectContaining({ status: 'PERMISSION_DENIED' }),
    });

    await store.set('users/u1', { uid: 'u1', name: 'A' });
    await store.set('users/other', { uid: 'other' });
    await tick();
    expect(snapshots('a')).toHaveLength(1);
    await store.update('users/u1', { name: 'B' });
    await tick();
    expect(snapshots('a').at(-1)).toMatchObject({ doc: { data: { name: 'B' } } });

    send({ type: 'unsubscribe', id: 'a' });
    await tick();
    await store.update('users/u1', { name: 'C' });
    await tick();
    expect(snapshots('a')).toHaveLength(2);
  });

  it('asks for a fresh token when the current one expires, and resumes after it', async () => {
    await store.set('users/u1', { uid: 'u1', name: 'A' });
    send({ type: 'auth', token: 'u1:80' });
    send({ type: 'subscribe', id: 'a', doc: 'users/u1' });
    await tick(150);
    expect(sent).toContainEqual({ type: 'auth-required' });
    await store.update('users/u1', { name: 'while expired' });
    await tick();
    expect(snapshots('a')).toHaveLength(1);
    send({ type: 'auth', token: 'u1:60000' });
    await tick();
    expect(snapshots('a').at(-1)).toMatchObject({ doc: { data: { name: 'while expired' } } });
  });

  it('re-judges subscriptions when the identity changes, and treats a bad token as signed out', async () => {
    await store.set('users/u1', { uid: 'u1' });
    send({ type: 'auth', token: 'admin:60000' });
    send({ type: 'subscribe', id: 'all', query: { collection: 'users' } });
    await tick();
    expect(snapshots('all')).toHaveLength(1);
    send({ type: 'auth', token: 'bad' });
    await tick();
    expect(sent).toContainEqual({
      type: 'error',
      error: expect.objectContaining({ status: 'UNAUTHENTICATED' }),
    });
    expect(sent).toContainEqual({
      type: 'error',
      id: 'all',
      error: expect.objectContaining({ status: 'PERMISSION_DENIED' }),
    });
  });

  it('rejects malformed messages and queries', async () => {
    session.receive('not json');
    send({ type: 'subscribe', id: 'q', query: { collection: 'users', limit: -3 } });
    await tick();
    expect(sent[0]).toMatchObject({ type: 'error', error: { status: 'INVALID_ARGUMENT' } });
    expect(sent[1]).toMatchObject({ type: 'error', id: 'q', error: { status: 'INVALID_ARGUMENT' } });
  });
});
