import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { increment, serverTime } from '../../src/domain/doc-values';
import { openLocalStore, type DocChange, type LocalStore } from './local-store';

const now = new Date('2025-05-05T05:05:05Z');
const dirs: string[] = [];
const stores: LocalStore[] = [];

function open(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-store-'))) {
  dirs.push(dir);
  const store = openLocalStore({ file: path.join(dir, 'store.sqlite'), now: () => now });
  stores.push(store);
  return { store, dir };
}

afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('openLocalStore', () => {
  it('round-trips documents with timestamps and persists across reopen', async () => {
    const { store, dir } = open();
    await store.set('users/u1', { name: 'A', at: serverTime(), sub: { start: new Date(5) } });
    await store.update('users/u1', { 'sub.credits': increment(2) });
    store.close();
    stores.pop();
    const again = open(dir).store;
    expect(await again.get('users/u1')).toEqual({
      id: 'u1',
      path: 'users/u1',
      data: { name: 'A', at: now, sub: { start: new Date(5), credits: 2 } },
    });
  });

  it('queries a collection only, and counts', async () => {
    const { store } = open();
    await store.set('jobs/a', { n: 1 });
    await store.set('jobs/b', { n: 2 });
    await store.set('jobs/a/notes/x', { n: 3 });
    const id = await store.add('jobs', { n: 3 });
    const res = await store.query({ collection: 'jobs', orderBy: [['n', 'desc']] });
    expect(res.map((d) => d.id)).toEqual([id, 'b', 'a']);
    expect(await store.count({ collection: 'jobs', where: [['n', '>=', 2]] })).toBe(2);
    await expect(store.update('jobs/zz', { n: 1 })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('emits one change batch per commit, none for no-op deletes', async () => {
    const { store } = open();
    const seen: DocChange[][] = [];
    store.onChange((c) => seen.push(c));
    await store.set('a/1', { v: 1 });
    await store.remove('a/1');
    await store.remove('a/1');
    await store.transaction(async (tx) => {
      tx.set('a/2', { v: 2 });
      tx.set('a/3', { v: 3 });
    });
    expect(seen.map((b) => b.map((c) => [c.path, c.before, c.after]))).toEqual([
      [['a/1', null, { v: 1 }]],
      [['a/1', { v: 1 }, null]],
      [
        ['a/2', null, { v: 2 }],
        ['a/3', null, { v: 3 }],
      ],
    ]);
  });

  it('serialises transactions so read-then-write never loses an increment', async () => {
    const { store } = open();
    await store.set('usage/u1', { n: 0 });
    const bump = () =>
      store.transaction(async (tx) => {
        const doc = await tx.get<{ n: number }>('usage/u1');
        await new Promise((r) => setTimeout(r, 2));
        tx.set('usage/u1', { n: (doc?.data.n ?? 0) + 1 });
      });
    await Promise.all(Array.from({ length: 20 }, bump));
    expect((await store.get('usage/u1'))!.data).toEqual({ n: 20 });
  });

  it('retries a transaction whose read was changed by a plain write', async () => {
    const { store } = open();
    await store.set('c/x', { n: 1 });
    let runs = 0;
    await store.transaction(async (tx) => {
      runs += 1;
      const doc = await tx.get<{ n: number }>('c/x');
      if (runs === 1) await store.set('c/x', { n: 10 });
      tx.set('c/x', { n: doc!.data.n + 1 });
    });
    expect(runs).toBe(2);
    expect((await store.get('c/x'))!.data).toEqual({ n: 11 });
  });

  it('rolls back a failing transaction and refuses reads after writes and nesting', async () => {
    const { store } = open();
    await expect(
      store.transaction(async (tx) => {
        tx.set('c/a', { n: 1 });
        tx.update('c/missing', { n: 1 });
      }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await store.get('c/a')).toBeNull();
    await expect(
      store.transaction(async (tx) => {
        tx.set('c/a', { n: 1 });
        await tx.get('c/a');
      }),
    ).rejects.toThrow(/reads before/);
    await expect(store.transaction(() => store.transaction(async () => 1))).rejects.toThrow(/Nested/);
  });

  it('answers queries from memory without leaking its copy, and sees other connections', async () => {
    const { store, dir } = open();
    await store.batch([
      { path: 'jobs/a', mode: 'set', data: { n: 1, tags: ['x'] } },
      { path: 'jobs/b', mode: 'set', data: { n: 2, tags: [] } },
    ]);
    const [first] = await store.query<{ tags: string[] }>({ collection: 'jobs', limit: 1 });
    first!.data.tags.push('mutated by a caller');
    expect((await store.query({ collection: 'jobs', limit: 1 }))[0]!.data).toEqual({ n: 1, tags: ['x'] });

    // A script (jobs:import) writes the same file through its own connection.
    const script = openLocalStore({ file: path.join(dir, 'store.sqlite'), now: () => now });
    await script.set('jobs/c', { n: 3, tags: [] });
    await script.remove('jobs/a');
    script.close();
    expect((await store.query({ collection: 'jobs' })).map((d) => d.id)).toEqual(['b', 'c']);
    await store.update('jobs/b', { n: 20 });
    expect(await store.count({ collection: 'jobs', where: [['n', '>', 10]] })).toBe(1);
  });
});
