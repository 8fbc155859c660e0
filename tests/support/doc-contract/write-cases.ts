/**
 * The write half of the document contract: get, set, merge, update with dotted paths, the
 * FieldOps of src/domain/doc-values, add, remove, the values a document keeps, and what every
 * store refuses.
 */
import { describe, expect, it } from 'vitest';
import { arrayRemove, arrayUnion, deleteField, increment, serverTime } from '@/domain/doc-values';
import { expectServerTime, failureCode, useFreshStore, type DocOps, type StoreHarness } from './harness';

export function describeWriteContract<S extends DocOps>(h: StoreHarness<S>): void {
  describe('writes', () => {
    const { store } = useFreshStore(h);

    it('reads back what set wrote, also in a subcollection, and null for a missing document', async () => {
      const s = store();
      expect(await s.get('users/u1')).toBeNull();
      await s.set('users/u1', { name: 'A' });
      await s.set('users/u1/notes/n1', { text: 'x' });
      expect(await s.get('users/u1')).toEqual({ id: 'u1', path: 'users/u1', data: { name: 'A' } });
      expect(await s.get('users/u1/notes/n1')).toEqual({
        id: 'n1',
        path: 'users/u1/notes/n1',
        data: { text: 'x' },
      });
    });

    it('keeps every value type: Dates come back as Dates, maps and arrays nest', async () => {
      const s = store();
      const at = new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 678));
      const data = {
        s: 'x',
        n: 1.5,
        i: -3,
        nan: NaN,
        b: false,
        z: null,
        at,
        m: { deep: { list: [1, 'a', null, { at: new Date(0) }] } },
        emptyMap: {},
        emptyList: [],
      };
      await s.set('v/1', data);
      const got = (await s.get('v/1'))!.data as typeof data;
      expect(got).toEqual(data);
      expect(got.at).toBeInstanceOf(Date);
      expect(got.at.getTime()).toBe(at.getTime());
      expect((got.m.deep.list[3] as { at: unknown }).at).toBeInstanceOf(Date);
    });

    it('set replaces the document; merge merges maps, replaces arrays, and an empty map replaces', async () => {
      const s = store();
      await s.set('d/1', { a: 1, m: { x: 1, y: 2 }, list: [1, 2], keep: { k: 1 } });
      await s.set('d/1', { m: { y: 3, z: 4 }, list: [3], keep: {} }, { merge: true });
      expect((await s.get('d/1'))!.data).toEqual({ a: 1, m: { x: 1, y: 3, z: 4 }, list: [3], keep: {} });
      await s.set('d/1', { b: 2 });
      expect((await s.get('d/1'))!.data).toEqual({ b: 2 });
      await s.set('d/2', { m: { x: 1 } }, { merge: true });
      expect((await s.get('d/2'))!.data).toEqual({ m: { x: 1 } });
    });

    it('update takes dotted paths, replaces a map given whole and makes maps on the way', async () => {
      const s = store();
      await s.set('d/1', { m: { x: 1, y: 2 }, s: 'str', other: { k: 1 } });
      await s.update('d/1', { 'm.y': 3, 'deep.er.x': 1, other: { j: 2 }, 's.x': 1 });
      expect((await s.get('d/1'))!.data).toEqual({
        m: { x: 1, y: 3 },
        deep: { er: { x: 1 } },
        other: { j: 2 },
        s: { x: 1 },
      });
    });

    it('update of a missing document fails with not-found and creates nothing', async () => {
      const s = store();
      expect(await failureCode(h, s.update('d/none', { a: 1 }))).toBe('not-found');
      expect(await s.get('d/none')).toBeNull();
    });

    it('serverTime resolves to the time of the write: in set, nested, in merge and update', async () => {
      const s = store();
      const before = Date.now();
      await s.set('d/1', { at: serverTime(), m: { at: serverTime() } });
      await s.set('d/1', { n: { at: serverTime() } }, { merge: true });
      await s.update('d/1', { 'm.later': serverTime() });
      const data = (await s.get('d/1'))!.data as { at: Date; m: { at: Date; later: Date }; n: { at: Date } };
      for (const value of [data.at, data.m.at, data.m.later, data.n.at]) expectServerTime(h, value, before);
    });

    it('increment adds to a number and starts a missing or non-number field from zero', async () => {
      const s = store();
      await s.set('d/1', { n: 1, s: 'x', m: { c: 1 } });
      await s.update('d/1', {
        n: increment(2),
        s: increment(5),
        fresh: increment(1.5),
        'm.c': increment(-1),
      });
      expect((await s.get('d/1'))!.data).toEqual({ n: 3, s: 5, fresh: 1.5, m: { c: 0 } });
      await s.set('d/1', { n: increment(1), m: { c: increment(10) } }, { merge: true });
      expect((await s.get('d/1'))!.data).toMatchObject({ n: 4, m: { c: 10 } });
    });

    it('arrayUnion appends each missing value once; arrayRemove drops every equal value', async () => {
      const s = store();
      await s.set('d/1', { list: ['a', 'b', 'a'], maps: [{ a: 1, b: 2 }], s: 'x' });
      await s.update('d/1', {
        list: arrayUnion('b', 'c', 'c'),
        // Maps are equal by content, whatever the order of their keys.
        maps: arrayUnion({ b: 2, a: 1 }, { a: 2 }),
        s: arrayUnion('y'),
        none: arrayRemove('q'),
      });
      expect((await s.get('d/1'))!.data).toEqual({
        list: ['a', 'b', 'a', 'c'],
        maps: [{ a: 1, b: 2 }, { a: 2 }],
        s: ['y'],
        none: [],
      });
      await s.update('d/1', { list: arrayRemove('a', 'z'), maps: arrayRemove({ b: 2, a: 1 }) });
      expect((await s.get('d/1'))!.data).toMatchObject({ list: ['b', 'c'], maps: [{ a: 2 }] });
    });

    it('deleteField removes from update (dotted) and merge (nested), and is refused elsewhere', async () => {
      const s = store();
      await s.set('d/1', { a: 1, b: 2, m: { x: 1, y: 2 } });
      await s.update('d/1', { a: deleteField(), 'm.x': deleteField() });
      expect((await s.get('d/1'))!.data).toEqual({ b: 2, m: { y: 2 } });
      await s.set('d/1', { b: deleteField(), m: { y: deleteField() } }, { merge: true });
      expect((await s.get('d/1'))!.data).toEqual({ m: {} });
      expect(await failureCode(h, s.set('d/2', { a: 1, b: deleteField() }))).toBe('invalid-argument');
      expect(await failureCode(h, s.update('d/1', { m: { y: deleteField() } }))).toBe('invalid-argument');
      expect(await s.get('d/2')).toBeNull();
      expect((await s.get('d/1'))!.data).toEqual({ m: {} });
    });

    it('add stores the data under a new 20-character id of the collection', async () => {
      const s = store();
      const ids = await Promise.all([1, 2, 3].map((n) => s.add('jobs', { n })));
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect((await s.get(`jobs/${ids[1]}`))!.data).toEqual({ n: 2 });
      expect(await s.count({ collection: 'jobs' })).toBe(3);
    });

    it('remove deletes a document; removing a missing one succeeds', async () => {
      const s = store();
      await s.set('d/1', { a: 1 });
      await s.remove('d/1');
      await s.remove('d/never');
      expect(await s.get('d/1')).toBeNull();
    });

    it('refuses nested arrays, undefined values and paths of the wrong kind as invalid-argument', async () => {
      const s = store();
      expect(await failureCode(h, s.set('d/1', { a: [[1]] }))).toBe('invalid-argument');
      expect(await failureCode(h, s.set('d/1', { a: undefined }))).toBe('invalid-argument');
      expect(await failureCode(h, s.get('users'))).toBe('invalid-argument');
      expect(await failureCode(h, s.add('users/u1', {}))).toBe('invalid-argument');
      expect(await s.get('d/1')).toBeNull();
    });
  });
}
