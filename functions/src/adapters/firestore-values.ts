/**
 * Value translation between handlers (Dates, FieldOps from src/domain/doc-values) and the Admin
 * Firestore SDK (Timestamps, FieldValue sentinels).
 */
import { DocumentReference, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { DESCEND, isFieldOp, mapDeep, type FieldOp } from '@/domain/doc-values';

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
  return mapDeep(value, (v) => (isFieldOp(v) ? toFieldValue(v) : DESCEND));
}

export function toFirestoreData(data: Record<string, unknown>): Record<string, unknown> {
  return toFirestoreValue(data) as Record<string, unknown>;
}

/** Timestamps leave as Date, references as their path, so handlers never see SDK types. */
export function fromFirestoreValue(value: unknown): unknown {
  return mapDeep(value, (v) => {
    if (v instanceof Timestamp) return v.toDate();
    if (v instanceof DocumentReference) return v.path;
    return DESCEND;
  });
}
