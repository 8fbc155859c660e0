import { describe, expect, it } from 'vitest';
import { Timestamp, arrayRemove, increment, serverTimestamp, type FieldValue } from 'firebase/firestore';
import { arrayRemove as opRemove, increment as opIncrement, serverTime } from '@/domain/doc-values';
import { fromFirestoreValue, toFirestoreData } from './firestore-values';

describe('Firestore web value translation', () => {
  it('maps FieldOps to sentinels at any depth and keeps Dates', () => {
    const when = new Date('2025-03-01T00:00:00Z');
    const out = toFirestoreData({ at: serverTime(), m: { n: opIncrement(1), likes: opRemove('u1') }, when });
    expect((out.at as FieldValue).isEqual(serverTimestamp())).toBe(true);
    const m = out.m as { n: FieldValue; likes: FieldValue };
    expect(m.n.isEqual(increment(1))).toBe(true);
    expect(m.likes.isEqual(arrayRemove('u1'))).toBe(true);
    expect(out.when).toBe(when);
  });

  it('returns Timestamps as Dates', () => {
    const ms = Date.UTC(2025, 2, 1);
    expect(fromFirestoreValue({ t: Timestamp.fromMillis(ms), list: [Timestamp.fromMillis(ms)] })).toEqual({
      t: new Date(ms),
      list: [new Date(ms)],
    });
  });
});
