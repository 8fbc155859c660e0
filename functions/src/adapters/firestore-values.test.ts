import { describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { arrayUnion, deleteField, increment, serverTime } from '@/domain/doc-values';
import { fromFirestoreValue, toFirestoreData } from './firestore-values';

describe('firestore value translation', () => {
  it('maps FieldOps to FieldValue sentinels, also nested, and keeps Dates', () => {
    const when = new Date('2025-01-01T00:00:00Z');
    const out = toFirestoreData({
      at: serverTime(),
      n: increment(2),
      gone: deleteField(),
      m: { tags: arrayUnion('a', when) },
      when,
    });
    expect((out.at as FieldValue).isEqual(FieldValue.serverTimestamp())).toBe(true);
    expect((out.n as FieldValue).isEqual(FieldValue.increment(2))).toBe(true);
    expect((out.gone as FieldValue).isEqual(FieldValue.delete())).toBe(true);
    expect((out.m as { tags: FieldValue }).tags.isEqual(FieldValue.arrayUnion('a', when))).toBe(true);
    expect(out.when).toBe(when);
  });

  it('turns Timestamps into Dates at any depth', () => {
    const ms = Date.UTC(2025, 0, 2);
    expect(
      fromFirestoreValue({ a: Timestamp.fromMillis(ms), list: [{ b: Timestamp.fromMillis(ms) }], s: 'x' }),
    ).toEqual({
      a: new Date(ms),
      list: [{ b: new Date(ms) }],
      s: 'x',
    });
  });
});
