/**
 * The query half of the document contract: every where operator with Firestore's treatment of
 * missing fields, null, NaN and mixed types; implicit and explicit ordering; limit, count and
 * startAfter cursors (also after the cursor's document was deleted).
 */
import { describe, expect, it } from 'vitest';
import { cursorAfter } from '@/domain/query/cursor';
import type { Query, Where } from '@/domain/query/types';
import { failureCode, idsOf, seedDocs, useFreshStore, type DocOps, type StoreHarness } from './harness';

/** One document per corner: a field missing (e has no n), null (f), another type (g), NaN (h). */
const JOBS = {
  'jobs/a': { n: 3, team: 'x', tags: ['red', 'blue'], at: new Date(3000), m: { k: 2 } },
  'jobs/b': { n: 1, team: 'y', tags: ['green'], at: new Date(1000), m: { k: 1 } },
  'jobs/c': { n: 2, team: 'x', tags: [], at: new Date(2000) },
  'jobs/d': { n: 2, team: 'y', m: { k: 3 } },
  'jobs/e': { team: 'x', tags: ['red'] },
  'jobs/f': { n: null, team: null },
  'jobs/g': { n: 'two', team: 'x' },
  'jobs/h': { n: NaN },
  // Neither is in the collection "jobs".
  'jobs/a/notes/q': { n: 1, team: 'x' },
  'other/z': { n: 1, team: 'x' },
};

const jobs = (q: Omit<Query, 'collection'> = {}): Query => ({ collection: 'jobs', ...q });
const where = (...clauses: Where[]): Query => jobs({ where: clauses });

export function describeQueryContract<S extends DocOps>(h: StoreHarness<S>): void {
  describe('queries', () => {
    const { store, seeder } = useFreshStore(h);
    const ids = async (q: Query) => idsOf(await store().query(q));
    const seeded = async () => seedDocs(seeder(), JOBS);

    it('== matches equal values of the same type: null, NaN, Dates, dotted paths, maps, arrays', async () => {
      await seeded();
      expect(await ids(where(['n', '==', 2]))).toEqual(['c', 'd']);
      expect(await ids(where(['team', '==', null]))).toEqual(['f']);
      expect(await ids(where(['n', '==', NaN]))).toEqual(['h']);
      expect(await ids(where(['at', '==', new Date(2000)]))).toEqual(['c']);
      expect(await ids(where(['m.k', '==', 1]))).toEqual(['b']);
      expect(await ids(where(['m', '==', { k: 2 }]))).toEqual(['a']);
      expect(await ids(where(['tags', '==', ['red', 'blue']]))).toEqual(['a']);
      expect(await ids(where(['team', '==', 'x'], ['n', '==', 3]))).toEqual(['a']);
    });

    it('!= leaves out missing fields and null, and orders by its field', async () => {
      await seeded();
      expect(await ids(where(['team', '!=', 'x']))).toEqual(['b', 'd']);
      // NaN sorts before every number, numbers before strings.
      expect(await ids(where(['n', '!=', 2]))).toEqual(['h', 'b', 'a', 'g']);
      expect(await ids(where(['n', '!=', NaN]))).toEqual(['b', 'c', 'd', 'a', 'g']);
      expect(await ids(where(['team', '!=', null]))).toEqual(['a', 'c', 'e', 'g', 'b', 'd']);
    });

    it('<, <=, >, >= match only values of the operand type, never NaN, ordered by the field', async () => {
      await seeded();
      expect(await ids(where(['n', '>', 1]))).toEqual(['c', 'd', 'a']);
      expect(await ids(where(['n', '>=', 2]))).toEqual(['c', 'd', 'a']);
      expect(await ids(where(['n', '<', 3]))).toEqual(['b', 'c', 'd']);
      expect(await ids(where(['n', '<=', 1]))).toEqual(['b']);
      expect(await ids(where(['n', '>', 'a']))).toEqual(['g']);
      expect(await ids(where(['at', '>=', new Date(2000)]))).toEqual(['c', 'a']);
      expect(await ids(where(['at', '<', new Date(2000)]))).toEqual(['b']);
      expect(await ids(where(['n', '>', 1], ['n', '<', 3]))).toEqual(['c', 'd']);
    });

    it('in and not-in: null and NaN in the list match nothing, not-in orders by its field', async () => {
      await seeded();
      expect(await ids(where(['n', 'in', [1, 3]]))).toEqual(['a', 'b']);
      expect(await ids(where(['team', 'in', ['y', null]]))).toEqual(['b', 'd']);
      expect(await ids(where(['n', 'in', [NaN]]))).toEqual([]);
      expect(await ids(where(['n', 'not-in', [2, 3]]))).toEqual(['h', 'b', 'g']);
      // Left out: `not-in [NaN]`, where the server keeps NaN and the web SDK then drops it itself.
      // A not-in list holding null matches no document at all.
      expect(await ids(where(['team', 'not-in', ['x', null]]))).toEqual([]);
    });

    it('array-contains and array-contains-any look inside array fields only', async () => {
      await seeded();
      expect(await ids(where(['tags', 'array-contains', 'red']))).toEqual(['a', 'e']);
      expect(await ids(where(['team', 'array-contains', 'x']))).toEqual([]);
      expect(await ids(where(['tags', 'array-contains-any', ['green', 'blue']]))).toEqual(['a', 'b']);
      expect(await ids(where(['tags', 'array-contains-any', [null, 'red']]))).toEqual(['a', 'e']);
    });

    it('orders by several fields asc and desc, ties by id, documents missing a field left out', async () => {
      await seeded();
      const byTeamThenN = jobs({
        orderBy: [
          ['team', 'asc'],
          ['n', 'desc'],
        ],
      });
      expect(await ids(byTeamThenN)).toEqual(['f', 'g', 'a', 'c', 'd', 'b']);
      // Ties break on the id in the direction of the last order: d before c.
      expect(await ids(jobs({ orderBy: [['n', 'desc']] }))).toEqual(['g', 'a', 'd', 'c', 'b', 'h', 'f']);
      expect(await ids(jobs({ orderBy: [['m.k', 'asc']] }))).toEqual(['b', 'a', 'd']);
      expect(await ids(jobs())).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    });

    it('orders strings and ids by code point (Firestore compares UTF-8 bytes)', async () => {
      await seedDocs(seeder(), {
        's/\u{1F600}': { v: '\u{1F600}' },
        's/\uFFFD': { v: '\uFFFD' },
        's/z': { v: 'z' },
      });
      expect(await ids({ collection: 's' })).toEqual(['z', '\uFFFD', '\u{1F600}']);
      expect(await ids({ collection: 's', orderBy: [['v', 'desc']] })).toEqual(['\u{1F600}', '\uFFFD', 'z']);
    });

    it('limits results and counts matches (a count obeys the limit)', async () => {
      await seeded();
      expect(await ids(jobs({ orderBy: [['n', 'asc']], limit: 3 }))).toEqual(['f', 'h', 'b']);
      expect(await store().count(jobs())).toBe(8);
      expect(await store().count(where(['team', '==', 'x']))).toBe(4);
      expect(await store().count(where(['n', '>', 1]))).toBe(3);
      expect(await store().count(jobs({ limit: 2 }))).toBe(2);
      expect(await store().count({ collection: 'none' })).toBe(0);
    });

    it('pages with startAfter cursors, ascending, descending and on an inequality', async () => {
      await seeded();
      const xs = jobs({ where: [['team', '==', 'x']], orderBy: [['n', 'asc']], limit: 2 });
      const first = await store().query(xs);
      expect(idsOf(first)).toEqual(['c', 'a']);
      const second = await store().query({ ...xs, startAfter: cursorAfter(first[1]!, xs) });
      expect(idsOf(second)).toEqual(['g']);
      expect(await ids({ ...xs, startAfter: cursorAfter(second[0]!, xs) })).toEqual([]);
      const desc = jobs({ orderBy: [['n', 'desc']], limit: 2 });
      expect(await ids({ ...desc, startAfter: { id: 'a', values: [3] } })).toEqual(['d', 'c']);
      const ineq = jobs({ where: [['n', '>', 1]], limit: 1 });
      expect(await ids({ ...ineq, startAfter: { id: 'c', values: [2] } })).toEqual(['d']);
      expect(await ids(jobs({ startAfter: { id: 'f', values: [] } }))).toEqual(['g', 'h']);
    });

    it("goes on after a cursor whose document was deleted, or never existed, at the cursor's place", async () => {
      await seeded();
      const byN = jobs({ orderBy: [['n', 'asc']], limit: 3 });
      const first = await store().query(byN);
      expect(idsOf(first)).toEqual(['f', 'h', 'b']);
      await store().remove('jobs/b');
      expect(await ids({ ...byN, startAfter: cursorAfter(first[2]!, byN) })).toEqual(['c', 'd', 'a']);
      expect(await ids({ ...byN, startAfter: { id: 'cc', values: [2] } })).toEqual(['d', 'a', 'g']);
    });

    it('refuses malformed queries as invalid-argument', async () => {
      await seeded();
      const bad: Query[] = [
        where(['n', '<', null]),
        where(['n', '>=', NaN]),
        where(['tags', 'array-contains', null]),
        where(['n', 'in', []]),
        where(['n', 'not-in', Array.from({ length: 11 }, (_, i) => i)]),
        where(['tags', 'array-contains-any', []]),
        jobs({ limit: 0 }),
        jobs({ limit: -1 }),
        jobs({ orderBy: [['n', 'asc']], startAfter: { id: 'a', values: [] } }),
        { collection: 'jobs/a' },
      ];
      for (const q of bad)
        expect(await failureCode(h, store().query(q)), JSON.stringify(q)).toBe('invalid-argument');
    });
  });
}
