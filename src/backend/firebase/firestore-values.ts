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
import { isFieldOp, type FieldOp } from '@/domain/doc-values';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

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
  if (isFieldOp(value)) return toSentinel(value);
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toFirestoreValue(v)]));
  }
  return value;
}

export function toFirestoreData(data: Record<string, unknown>): Record<string, unknown> {
  return toFirestoreValue(data) as Record<string, unknown>;
}

/** Timestamps leave the port as Date, references as their path. */
export function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof DocumentReference) return value.path;
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromFirestoreValue(v)]));
  }
  return value;
}
