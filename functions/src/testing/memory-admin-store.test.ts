import { describe, expect, it } from 'vitest';
import { increment, serverTime } from '../../../src/domain/doc-values';
import { createMemoryAdminStore } from './memory-admin-store';
import { createFixedClock } from './fakes';

describe('memory AdminStore', () => {
  it('applies FieldOps and dotted updates, and queries with the shared engine', async () => {
    const clock = createFixedClock('2025-02-01T00:00:00Z');
    const store = createMemoryAdminStore(clock);
    await store.set('usage/a', { n: 1, at: serverTime(), m: { x: 1, y: 2 } });
    await store.update('usage/a', { n: increment(2), 'm.y': 3 });
    await store.set('usage/b', { n: 10 });
    expect((await store.get('usage/a'))?.data).toEqual({ n: 3, at: clock.now(), m: { x: 1, y: 3 } });
    const top = await store.query({ collection: 'usage', orderBy: [['n', 'desc']], limit: 1 });
    expect(top.map((d) => d.id)).toEqual(['b']);
    expect(await store.count({ collection: 'usage', where: [['n', '<', 5]] })).toBe(1);
  });

  it('rolls a transaction back when one of its writes fails', async () => {
    const store = createMemoryAdminStore(createFixedClock());
    await expect(
      store.transaction(async (tx) => {
        tx.set('a/1', { v: 1 });
        tx.update('a/missing', { v: 2 });
      }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await store.get('a/1')).toBeNull();
  });

  it('serialises concurrent read-modify-write transactions', async () => {
    const store = createMemoryAdminStore(createFixedClock(), { 'c/x': { n: 0 } });
    const bump = () =>
      store.transaction(async (tx) => {
        const snap = await tx.get<{ n: number }>('c/x');
        await new Promise((r) => setTimeout(r, 1));
        tx.update('c/x', { n: (snap?.data.n ?? 0) + 1 });
      });
    await Promise.all([bump(), bump(), bump()]);
    expect((await store.get('c/x'))?.data).toEqual({ n: 3 });
  });
});
