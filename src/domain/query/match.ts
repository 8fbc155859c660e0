/**
 * Where-clause evaluation with Firestore's semantics: a missing field never matches, and range
 * operators only match values of the same type as the operand (`> 5` never matches a string).
 */
import type { Where } from './types';
import { compareValues, typeRank, valuesEqual } from './compare';
import { getFieldAt, splitFieldPath } from './field-path';

export function matchesClause(data: Record<string, unknown>, clause: Where): boolean {
  return compileClause(clause)(data);
}

/** A clause as a predicate, its field path split once for a whole scan. */
export function compileClause([field, op, value]: Where): (data: Record<string, unknown>) => boolean {
  const parts = splitFieldPath(field);
  return (data) => testValue(getFieldAt(data, parts), op, value);
}

function testValue(actual: unknown, op: Where[1], value: unknown): boolean {
  if (actual === undefined) return false;
  switch (op) {
    case '==':
      return valuesEqual(actual, value);
    case '!=':
      return !valuesEqual(actual, value);
    case 'in':
      return Array.isArray(value) && value.some((v) => valuesEqual(actual, v));
    case 'array-contains':
      return Array.isArray(actual) && actual.some((v) => valuesEqual(v, value));
    case '<':
    case '<=':
    case '>':
    case '>=': {
      if (typeRank(actual) !== typeRank(value)) return false;
      if (typeof actual === 'number' && Number.isNaN(actual)) return false;
      const c = compareValues(actual, value);
      return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
    }
    default:
      return false;
  }
}

/** True when every clause matches (clauses are ANDed, as in Firestore). */
export function matchesWhere(data: Record<string, unknown>, where: readonly Where[] | undefined): boolean {
  return compileWhere(where)(data);
}

export function compileWhere(
  where: readonly Where[] | undefined,
): (data: Record<string, unknown>) => boolean {
  const tests = (where ?? []).map(compileClause);
  return (data) => tests.every((t) => t(data));
}
