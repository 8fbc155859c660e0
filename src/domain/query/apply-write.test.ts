import { describe, expect, it } from 'vitest';
import { applyWrite } from './apply-write';
import { arrayRemove, arrayUnion, deleteField, increment, serverTime } from '../doc-values';
import { StoreError } from './errors';
import type { DocData } from './apply-write';

const now = new Date('2025-01-01T00:00:00Z');
const before = { a: 1, m: { x: 1, y: 2 }, list: ['p', 'q'], n: 5, t: new Date(0) };

describe('applyWrite', () => {
  it('set replaces the whole document', () => {
    expect(applyWrite(before, { b: 2 }, now, 'set')).toEqual({ b: 2 });
  });

  it('merge deep-merges maps and replaces everything else', () => {
    expect(applyWrite(before, { m: { y: 3, z: 4 }, list: ['r'] }, now, 'merge')).toEqual({
      ...before,
      m: { x: 1, y: 3, z: 4 },
      list: ['r'],
    });
    expect(applyWrite(null, { m: { y: 3 } }, now, 'merge')).toEqual({ m: { y: 3 } });
  });

  it('update takes dotted paths and replaces maps given whole', () => {
    expect(applyWrite(before, { 'm.y': 9, 'deep.er.x': 1 }, now, 'update')).toEqual({
      ...before,
      m: { x: 1, y: 9 },
      deep: { er: { x: 1 } },
    });
    expect(applyWrite(before, { m: { z: 1 } }, now, 'update').m).toEqual({ z: 1 });
  });

  it('update of a missing document fails with not-found', () => {
    expect(() => applyWrite(null, { a: 1 }, now, 'update')).toThrow(StoreError);
    try {
      applyWrite(null, { a: 1 }, now, 'update');
    } catch (e) {
      expect((e as StoreError).code).toBe('not-found');
    }
  });

  it('resolves every FieldOp, also nested', () => {
    const out = applyWrite(
      before,
      {
        n: increment(2),
        fresh: increment(1),
        list: arrayUnion('q', 'r'),
        'm.x': deleteField(),
        a: arrayRemove('x'),
        at: serverTime(),
        'deep.at': serverTime(),
      },
      now,
      'update',
    );
    expect(out).toEqual({
      n: 7,
      fresh: 1,
      list: ['p', 'q', 'r'],
      m: { y: 2 },
      a: [],
      at: now,
      t: new Date(0),
      deep: { at: now },
    });
    expect(applyWrite(before, { list: arrayRemove('p') }, now, 'merge').list).toEqual(['q']);
    expect(applyWrite(null, { s: { at: serverTime() } }, now, 'set')).toEqual({ s: { at: now } });
  });

  it('refuses deleteField in a plain set and inside a map given whole to update', () => {
    expect(() => applyWrite(before, { a: deleteField() }, now, 'set')).toThrow(/deleteField/);
    expect(() => applyWrite(before, { m: { x: deleteField() } }, now, 'update')).toThrow(/deleteField/);
    expect(applyWrite(before, { m: { x: deleteField() } }, now, 'merge').m).toEqual({ y: 2 });
  });

  it('lets an empty map replace the field in a merge: it names no field to merge', () => {
    expect(applyWrite(before, { m: {} }, now, 'merge').m).toEqual({});
    expect(applyWrite(before, {}, now, 'merge')).toEqual(before);
  });

  it('never aliases its inputs', () => {
    const input = { m: { x: 1 }, d: new Date(1) };
    const out = applyWrite(null, input, now, 'set');
    (out.m as { x: number }).x = 2;
    expect(input.m.x).toBe(1);
    expect(out.d).not.toBe(input.d);
    const upd = applyWrite(before, { 'm.x': 5 }, now, 'update');
    expect(before.m.x).toBe(1);
    expect(upd.m).toEqual({ x: 5, y: 2 });
  });

  it('converts wire timestamps and rejects what cannot be stored', () => {
    expect(applyWrite(null, { t: { __time: 7 } }, now, 'set').t).toEqual(new Date(7));
    for (const bad of [
      { u: undefined },
      { f: () => 1 },
      { a: [serverTime()] },
      { a: [[1]] },
      { m: new Map() },
    ]) {
      expect(() => applyWrite(null, bad, now, 'set')).toThrow(StoreError);
    }
    expect(() => applyWrite(before, { 'a..b': 1 }, now, 'update')).toThrow(StoreError);
  });

  it('refuses field names that reach a prototype, in paths, maps and maps inside arrays', () => {
    const attacks: [DocData, 'update' | 'set' | 'merge'][] = [
      [{ '__proto__.polluted': 'yes' }, 'update'],
      [{ 'm.constructor.prototype.polluted': 'yes' }, 'update'],
      [JSON.parse('{"__proto__": {"polluted": "yes"}}') as DocData, 'set'],
      [JSON.parse('{"m": {"__proto__": {"polluted": "yes"}}}') as DocData, 'merge'],
      [JSON.parse('{"list": [{"__proto__": {"polluted": "yes"}}]}') as DocData, 'set'],
      [{ m: { prototype: 1 } }, 'set'],
    ];
    for (const [input, mode] of attacks) {
      expect(() => applyWrite(before, input, now, mode)).toThrow(/is not allowed/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
