/**
 * Special write values understood by every DocStore (Firestore FieldValue equivalents) and
 * their JSON wire encoding, shared by the browser adapters, the local backend and the tests.
 */
export type FieldOp =
  | { __op: 'serverTime' }
  | { __op: 'arrayUnion'; values: unknown[] }
  | { __op: 'arrayRemove'; values: unknown[] }
  | { __op: 'increment'; by: number }
  | { __op: 'delete' };

export const serverTime = (): FieldOp => ({ __op: 'serverTime' });
export const arrayUnion = (...values: unknown[]): FieldOp => ({ __op: 'arrayUnion', values });
export const arrayRemove = (...values: unknown[]): FieldOp => ({ __op: 'arrayRemove', values });
export const increment = (by: number): FieldOp => ({ __op: 'increment', by });
export const deleteField = (): FieldOp => ({ __op: 'delete' });

export function isFieldOp(value: unknown): value is FieldOp {
  return typeof value === 'object' && value !== null && '__op' in value;
}

/** On the wire and on disk a timestamp is `{ "__time": <ms since epoch> }`. */
export interface WireTime {
  __time: number;
}

export function isWireTime(value: unknown): value is WireTime {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { __time?: unknown }).__time === 'number' &&
    Object.keys(value).length === 1
  );
}

/** Dates become `{__time}`; everything else is copied as is (FieldOps stay FieldOps). */
export function toWire(value: unknown): unknown {
  if (value instanceof Date) return { __time: value.getTime() };
  if (Array.isArray(value)) return value.map(toWire);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toWire(v)]));
  }
  return value;
}

/** `{__time}` becomes `Date`; the inverse of {@link toWire}. */
export function fromWire(value: unknown): unknown {
  if (isWireTime(value)) return new Date(value.__time);
  if (Array.isArray(value)) return value.map(fromWire);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromWire(v)]));
  }
  return value;
}
