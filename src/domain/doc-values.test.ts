import { describe, expect, it } from 'vitest';
import { arrayUnion, fromWire, serverTime, toWire } from './doc-values';

describe('wire encoding of documents', () => {
  it('encodes nested dates and decodes them back', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    const doc = { a: at, list: [at, { b: at }], sub: { startDate: at, expiryDate: null }, n: 1 };
    const wire = toWire(doc) as { sub: { startDate: unknown } };
    expect(wire.sub.startDate).toEqual({ __time: at.getTime() });
    expect(JSON.parse(JSON.stringify(wire))).toEqual(wire);
    expect(fromWire(wire)).toEqual(doc);
  });

  it('keeps field operations and encodes the dates inside them', () => {
    const at = new Date(5);
    expect(toWire({ t: serverTime(), l: arrayUnion(at) })).toEqual({
      t: { __op: 'serverTime' },
      l: { __op: 'arrayUnion', values: [{ __time: 5 }] },
    });
  });

  it('does not mistake an object with more keys for a timestamp', () => {
    expect(fromWire({ __time: 5, other: 1 })).toEqual({ __time: 5, other: 1 });
  });
});
