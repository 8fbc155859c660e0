/**
 * Special write values understood by every DocStore (Firestore FieldValue equivalents) and
 * their JSON wire encoding, shared by the browser adapters, the local backend and the tests.
 */
import { isPlainObject } from './query/field-path';

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

/** Returned by a {@link mapDeep} visitor to say "not a leaf: map my children". */
export const DESCEND: unique symbol = Symbol('descend');

/**
 * Rebuilds arrays and plain objects, letting `visit` replace any value on the way down. The one
 * walk behind every value translation (wire, both Firestore SDKs).
 */
export function mapDeep(value: unknown, visit: (v: unknown) => unknown): unknown {
  const replaced = visit(value);
  if (replaced !== DESCEND) return replaced;
  if (Array.isArray(value)) return value.map((v) => mapDeep(v, visit));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapDeep(v, visit)]));
  }
  return value;
}

/** Dates become `{__time}`; everything else is copied as is (FieldOps stay FieldOps). */
export function toWire(value: unknown): unknown {
  return mapDeep(value, (v) => (v instanceof Date ? { __time: v.getTime() } : DESCEND));
}

/** `{__time}` becomes `Date`; the inverse of {@link toWire}. */
export function fromWire(value: unknown): unknown {
  return mapDeep(value, (v) => (isWireTime(v) ? new Date(v.__time) : DESCEND));
}
