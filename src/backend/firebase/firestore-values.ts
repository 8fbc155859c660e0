/**
 * Value translation between the port (Dates, FieldOps from src/domain/doc-values) and the
 * Firestore web SDK (Timestamps, FieldValue sentinels).
 */
import {
  DocumentReference,
  Timestamp,
  arrayRemove,
  arrayUnion,
  deleteField,
  increment,
  serverTimestamp,
  type FieldValue,
} from 'firebase/firestore';
import { DESCEND, isFieldOp, mapDeep, type FieldOp } from '@/domain/doc-values';

function toSentinel(op: FieldOp): FieldValue {
  switch (op.__op) {
    case 'serverTime':
      return serverTimestamp();
    case 'delete':
      return deleteField();
    case 'increment':
      return increment(op.by);
    case 'arrayUnion':
      return arrayUnion(...op.values.map(toFirestoreValue));
    case 'arrayRemove':
      return arrayRemove(...op.values.map(toFirestoreValue));
  }
}

/** Dates go in as they are: the SDK stores them as Timestamps. */
export function toFirestoreValue(value: unknown): unknown {
  return mapDeep(value, (v) => (isFieldOp(v) ? toSentinel(v) : DESCEND));
}

export function toFirestoreData(data: Record<string, unknown>): Record<string, unknown> {
  return toFirestoreValue(data) as Record<string, unknown>;
}

/** Timestamps leave the port as Date, references as their path. */
export function fromFirestoreValue(value: unknown): unknown {
  return mapDeep(value, (v) => {
    if (v instanceof Timestamp) return v.toDate();
    if (v instanceof DocumentReference) return v.path;
    return DESCEND;
  });
}
