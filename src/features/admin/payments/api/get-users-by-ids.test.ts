import { describe, expect, it, vi } from 'vitest';
import { createMemoryDocStore } from '@/backend/memory/memory-doc-store';
import { BackendError, type Query } from '@/backend/ports';
import { getUsersByIds } from './get-users-by-ids';

describe('getUsersByIds', () => {
  const seed = Object.fromEntries(
    Array.from({ length: 23 }, (_, i) => [
      `users/u${i}`,
      { uid: `u${i}`, name: `User ${i}`, email: `u${i}@x.test` },
    ]),
  );

  it('looks users up in `in` batches of at most 10 ids, duplicates once', async () => {
    const docs = createMemoryDocStore({ seed });
    const query = vi.spyOn(docs, 'query');
    const ids = [...Array.from({ length: 23 }, (_, i) => `u${i}`), 'u0', 'u1'];
    const found = await getUsersByIds(docs, ids);
    expect(found.size).toBe(23);
    expect(found.get('u7')).toEqual({ name: 'User 7', email: 'u7@x.test' });
    const batches = query.mock.calls.map(([q]) => (q as Query).where![0]!);
    expect(batches.map(([f, op, v]) => [f, op, (v as string[]).length])).toEqual([
      ['uid', 'in', 10],
      ['uid', 'in', 10],
      ['uid', 'in', 3],
    ]);
  });

  it('skips a failing batch silently and keeps the others', async () => {
    let calls = 0;
    const docs = createMemoryDocStore({
      seed,
      guard: (op) => (op === 'query' && calls++ === 0 ? new BackendError('unavailable', 'down') : null),
    });
    const found = await getUsersByIds(
      docs,
      Array.from({ length: 12 }, (_, i) => `u${i}`),
    );
    expect(found.size).toBe(2);
  });

  it('makes no query without ids', async () => {
    const docs = createMemoryDocStore({ seed });
    const query = vi.spyOn(docs, 'query');
    expect((await getUsersByIds(docs, [])).size).toBe(0);
    expect(query).not.toHaveBeenCalled();
  });
});
