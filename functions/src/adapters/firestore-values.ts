/**
 * Value translation between handlers (Dates, FieldOps from src/domain/doc-values) and the Admin
 * Firestore SDK (Timestamps, FieldValue sentinels).
 */
import { DocumentReference, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { isFieldOp, type FieldOp } from '../../../src/domain/doc-values';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function toFieldValue(op: FieldOp): FieldValue {
  switch (op.__op) {
    case 'serverTime':
      return FieldValue.serverTimestamp();
    case 'delete':
      return FieldValue.delete();
    case 'increment':
      return FieldValue.increment(op.by);
    case 'arrayUnion':
      return FieldValue.arrayUnion(...op.values.map(toFirestoreValue));
    case 'arrayRemove':
      return FieldValue.arrayRemove(...op.values.map(toFirestoreValue));
  }
}

/** Dates are accepted by the SDK as they are (stored as Timestamps). */
export function toFirestoreValue(value: unknown): unknown {
  if (isFieldOp(value)) return toFieldValue(value);
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toFirestoreValue(v)]));
  }
  return value;
}

export function toFirestoreData(data: Record<string, unknown>): Record<string, unknown> {
  return toFirestoreValue(data) as Record<string, unknown>;
}

/** Timestamps leave as Date, references as their path, so handlers never see SDK types. */
export function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof DocumentReference) return value.path;
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromFirestoreValue(v)]));
  }
  return value;
}
