/** Dotted field paths (`subscription.planId`) over plain document data. */
import { StoreError } from './errors';

/**
 * Names that reach an object's prototype when used as a key: a write naming one could change
 * every object of the process, so they are refused before any other work (issue 17).
 */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** Throws `invalid-argument` for a field name a document may not use. */
export function checkFieldName(name: string, where: string): void {
  if (RESERVED_NAMES.has(name))
    throw new StoreError('invalid-argument', `Field name "${name}" is not allowed (in ${where}).`);
}

export function splitFieldPath(path: string): string[] {
  const parts = path.split('.');
  if (parts.some((p) => p === '')) throw new StoreError('invalid-argument', `Invalid field path "${path}".`);
  for (const p of parts) checkFieldName(p, path);
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
