/** Dotted field paths (`subscription.planId`) over plain document data. */
import { StoreError } from './errors';

export function splitFieldPath(path: string): string[] {
  const parts = path.split('.');
  if (parts.some((p) => p === '')) throw new StoreError('invalid-argument', `Invalid field path "${path}".`);
  return parts;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || v instanceof Date) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The value at a dotted path, or `undefined` when any step is missing. */
export function getField(data: unknown, path: string): unknown {
  return getFieldAt(data, splitFieldPath(path));
}

/** {@link getField} with the path already split (queries split once, not once per document). */
export function getFieldAt(data: unknown, parts: readonly string[]): unknown {
  let node: unknown = data;
  for (const key of parts) {
    if (!isPlainObject(node) || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = node[key];
  }
  return node;
}
