import { describe, expect, it } from 'vitest';
import { cursorAfter } from './cursor';
import { firstInOrder, runQuery, validateQuery } from './run-query';
import type { DocSnapshot, Query } from './types';

const d = (id: string, data: Record<string, unknown>, collection = 'jobs'): DocSnapshot => ({
  id,
  path: `${collection}/${id}`,
  data,
});

const docs = [
  d('a', { n: 3, team: 'x', at: new Date(3) }),
  d('b', { n: 1, team: 'y', at: new Date(1) }),
  d('c', { n: 2, team: 'x', at: new Date(2) }),
  d('d', { n: 2, team: 'y' }),
  d('e', { team: 'x' }),
  d('z', { n: 0 }, 'other'),
  d('q', { n: 0 }, 'jobs/a/notes'),
];
const ids = (q: Query) => runQuery(docs, q).map((x) => x.id);

describe('runQuery', () => {
  it('keeps only the collection, ordered by id by default', () => {
    expect(ids({ collection: 'jobs' })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids({ collection: 'jobs/a/notes' })).toEqual(['q']);
  });

  it('orders by several fields, ties broken by id, docs without the field left out', () => {
    expect(ids({ collection: 'jobs', orderBy: [['n', 'asc']] })).toEqual(['b', 'c', 'd', 'a']);
    expect(ids({ collection: 'jobs', orderBy: [['n', 'desc']] })).toEqual(['a', 'd', 'c', 'b']);
    expect(
      ids({
        collection: 'jobs',
        orderBy: [
          ['team', 'asc'],
          ['n', 'desc'],
        ],
      }),
    ).toEqual(['a', 'c', 'd', 'b']);
    expect(ids({ collection: 'jobs', orderBy: [['at', 'desc']] })).toEqual(['a', 'c', 'b']);
  });

  it('orders by the inequality field when no order is given', () => {
    expect(ids({ collection: 'jobs', where: [['n', '>=', 2]] })).toEqual(['c', 'd', 'a']);
    expect(ids({ collection: 'jobs', where: [['n', 'not-in', [2]]] })).toEqual(['b', 'a']);
  });

  it('filters, limits and pages with a position cursor', () => {
    const q: Query = { collection: 'jobs', where: [['team', '==', 'x']], orderBy: [['n', 'asc']], limit: 1 };
    expect(ids(q)).toEqual(['c']);
    expect(ids({ ...q, startAfter: cursorAfter(docs[2]!, q) })).toEqual(['a']);
    expect(ids({ ...q, startAfter: cursorAfter(docs[0]!, q) })).toEqual([]);
    // The cursor need not match the filter: it is positioned by its own values.
    expect(ids({ ...q, limit: 5, startAfter: cursorAfter(docs[1]!, q) })).toEqual(['c', 'a']);
    expect(ids({ collection: 'jobs', startAfter: { id: 'c', values: [] } })).toEqual(['d', 'e']);
  });

  it('goes on after a cursor whose document is gone (it was deleted after the page was read)', () => {
    const byN: Query = { collection: 'jobs', orderBy: [['n', 'asc']] };
    // "cc" stood between c (n 2) and d (n 2) and was then deleted.
    expect(ids({ ...byN, startAfter: { id: 'cc', values: [2] } })).toEqual(['d', 'a']);
    expect(ids({ collection: 'jobs', startAfter: { id: 'bb', values: [] } })).toEqual(['c', 'd', 'e']);
    const desc: Query = { collection: 'jobs', orderBy: [['at', 'desc']] };
    expect(ids({ ...desc, startAfter: { id: 'gone', values: [new Date(2.5)] } })).toEqual(['c', 'b']);
  });

  it('refuses a cursor without one value per order field', () => {
    const q: Query = { collection: 'jobs', orderBy: [['n', 'asc']] };
    expect(() => validateQuery({ ...q, startAfter: { id: 'a', values: [] } })).toThrow(/one value per order/);
    expect(() => validateQuery({ ...q, startAfter: 'a' as never })).toThrow(/Bad startAfter/);
    expect(() =>
      validateQuery({ collection: 'jobs', where: [['n', '>', 1]], startAfter: { id: 'a', values: [] } }),
    ).toThrow(/one value per order/);
  });

  it('rejects malformed queries', () => {
    const bad = [
      { collection: 'jobs/a' },
      { collection: '' },
      { collection: 'jobs', where: [['n', 'like', 1]] },
      { collection: 'jobs', where: [['n', 'in', []]] },
      { collection: 'jobs', where: [['n', 'not-in', Array.from({ length: 11 }, (_, i) => i)]] },
      { collection: 'jobs', where: [['n', 'array-contains-any', 'x']] },
      { collection: 'jobs', where: [['n', '<', null]] },
      { collection: 'jobs', where: [['n', '>=', NaN]] },
      { collection: 'jobs', where: [['n', 'array-contains', null]] },
      { collection: 'jobs', where: [['a..b', '==', 1]] },
      { collection: 'jobs', orderBy: [['n', 'up']] },
      { collection: 'jobs', limit: -1 },
      { collection: 'jobs', limit: 0 },
      { collection: 'jobs', limit: 1.5 },
    ];
    for (const q of bad) expect(() => validateQuery(q as Query), JSON.stringify(q)).toThrow(/./);
  });
});

describe('firstInOrder', () => {
  it('returns the same first k as a full sort, for small and large k', () => {
    const numbers = Array.from({ length: 500 }, (_, i) => (i * 7919) % 503);
    const byValue = (a: number, b: number) => a - b;
    const sorted = [...numbers].sort(byValue);
    for (const k of [0, 1, 10, 60, 499, 500, 600]) {
      expect(firstInOrder([...numbers], k, byValue)).toEqual(sorted.slice(0, k));
    }
  });

  it('pages a large ordered query with a cursor exactly like a full sort', () => {
    const many = Array.from({ length: 200 }, (_, i) => d(`u${String(i).padStart(3, '0')}`, { n: i % 17 }));
    const all = runQuery(many, { collection: 'jobs', orderBy: [['n', 'desc']] }).map((x) => x.id);
    const first = runQuery(many, { collection: 'jobs', orderBy: [['n', 'desc']], limit: 10 });
    const second = runQuery(many, {
      collection: 'jobs',
      orderBy: [['n', 'desc']],
      limit: 10,
      startAfter: cursorAfter(first[9]!, { collection: 'jobs', orderBy: [['n', 'desc']] }),
    });
    expect([...first, ...second].map((x) => x.id)).toEqual(all.slice(0, 20));
  });
});
