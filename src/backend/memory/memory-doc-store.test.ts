import { describe, expect, it, vi } from 'vitest';
import { BackendError, arrayUnion, serverTime } from '../ports';
import { createMemoryDocStore } from './memory-doc-store';
import { createMemoryFileStore } from './memory-file-store';

const now = new Date('2025-03-01T10:00:00Z');
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createMemoryDocStore', () => {
  it('reads, writes, merges and updates with FieldOps', async () => {
    const store = createMemoryDocStore({ now: () => now });
    await store.set('users/u1', { name: 'A', tags: ['x'], sub: { plan: 'free', credits: 1 } });
    await store.set('users/u1', { sub: { plan: 'magic' } }, { merge: true });
    await store.update('users/u1', { tags: arrayUnion('y'), 'sub.credits': 5, at: serverTime() });
    const doc = await store.get('users/u1');
    expect(doc).toEqual({
      id: 'u1',
      path: 'users/u1',
      data: { name: 'A', tags: ['x', 'y'], sub: { plan: 'magic', credits: 5 }, at: now },
    });
    expect(await store.get('users/none')).toBeNull();
    await expect(store.update('users/none', { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
    await expect(store.get('users')).rejects.toBeInstanceOf(BackendError);
  });

  it('adds with generated ids, queries and counts', async () => {
    const store = createMemoryDocStore();
    const ids = await Promise.all([1, 2, 3].map((n) => store.add('jobs', { n })));
    expect(new Set(ids).size).toBe(3);
    const q = { collection: 'jobs', where: [['n', '>', 1]], orderBy: [['n', 'desc']] } as const;
    expect((await store.query<{ n: number }>(q as never)).map((d) => d.data.n)).toEqual([3, 2]);
    expect(await store.count({ collection: 'jobs' })).toBe(3);
    await store.remove(`jobs/${ids[0]}`);
    expect(await store.count({ collection: 'jobs' })).toBe(2);
  });

  it('never lets callers mutate stored data', async () => {
    const store = createMemoryDocStore({ seed: { 'a/1': { m: { x: 1 } } } });
    const doc = await store.get<{ m: { x: number } }>('a/1');
    doc!.data.m.x = 9;
    expect((await store.get<{ m: { x: number } }>('a/1'))!.data.m.x).toBe(1);
  });

  it('watchDoc: first snapshot after returning, then one per real change', async () => {
    const store = createMemoryDocStore();
    const seen: unknown[] = [];
    const stop = store.watchDoc('users/u1', (d) => seen.push(d?.data ?? null));
    expect(seen).toEqual([]);
    await flush();
    expect(seen).toEqual([null]);
    await store.set('users/u1', { n: 1 });
    expect(seen).toEqual([null, { n: 1 }]);
    await store.set('users/u1', { n: 1 });
    await store.set('users/u2', { n: 2 });
    expect(seen).toHaveLength(2);
    stop();
    await store.set('users/u1', { n: 3 });
    expect(seen).toHaveLength(2);
  });

  it('watchQuery pushes on changes to the result only', async () => {
    const store = createMemoryDocStore({ seed: { 'c/a': { n: 1 }, 'c/b': { n: 5 } } });
    const next = vi.fn();
    store.watchQuery({ collection: 'c', where: [['n', '<', 3]] }, (docs) => next(docs.map((d) => d.id)));
    await flush();
    await store.set('c/c', { n: 9 });
    await store.set('c/d', { n: 2 });
    store.seed({ 'c/a': { n: 7 } });
    store.clear();
    expect(next.mock.calls).toEqual([[['a']], [['a', 'd']], [['d']], [[]]]);
  });

  it('reports guard errors and bad queries through the error callback', async () => {
    const denied = new BackendError('permission-denied', 'no');
    const store = createMemoryDocStore({ guard: (_op, path) => (path.startsWith('secret') ? denied : null) });
    const error = vi.fn();
    store.watchDoc('secret/x', () => {}, error);
    store.watchQuery({ collection: 'c', limit: -1 }, () => {}, error);
    await flush();
    expect(error.mock.calls.map(([e]) => (e as BackendError).code)).toEqual([
      'permission-denied',
      'invalid-argument',
    ]);
    await expect(store.set('secret/x', {})).rejects.toBe(denied);
  });
});

describe('createMemoryFileStore', () => {
  it('keeps uploads and returns download-style urls', async () => {
    const files = createMemoryFileStore();
    const { url } = await files.upload('uploads/u1/cv.pdf', new Blob(['%PDF-']), {
      contentType: 'application/pdf',
    });
    expect(url).toMatch(/^https:\/\/files\.memory\.test\/v1\/files\/uploads\/u1\/cv\.pdf\?token=/);
    expect(files.read('uploads/u1/cv.pdf')?.contentType).toBe('application/pdf');
    await files.remove('uploads/u1/cv.pdf');
    expect(files.read('uploads/u1/cv.pdf')).toBeNull();
  });
});
