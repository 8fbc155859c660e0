/**
 * Where-clause evaluation with Firestore's semantics: a missing field never matches, range
 * operators only match values of the same type as the operand (`> 5` never matches a string),
 * `!=` and `not-in` never match null, and null or NaN in an operator's list match nothing
 * (`in [null]` finds no null field, a `not-in` list holding null finds nothing at all).
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

/** The values of an operator's list that can match: null and NaN never do. */
function listed(value: unknown): unknown[] {
  return Array.isArray(value) ? value.filter((v) => v !== null && !Number.isNaN(v)) : [];
}

function testValue(actual: unknown, op: Where[1], value: unknown): boolean {
  if (actual === undefined) return false;
  switch (op) {
    case '==':
      return valuesEqual(actual, value);
    case '!=':
      return actual !== null && !valuesEqual(actual, value);
    case 'in':
      return listed(value).some((v) => valuesEqual(actual, v));
    case 'not-in':
      return (
        actual !== null &&
        Array.isArray(value) &&
        !value.includes(null) &&
        !listed(value).some((v) => valuesEqual(actual, v))
      );
    case 'array-contains':
      return Array.isArray(actual) && actual.some((v) => valuesEqual(v, value));
    case 'array-contains-any': {
      const wanted = listed(value);
      return Array.isArray(actual) && actual.some((a) => wanted.some((v) => valuesEqual(a, v)));
    }
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
