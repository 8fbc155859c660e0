/**
 * Firestore-like value ordering so that every store sorts and filters alike:
 * null < boolean < number < timestamp < string < array < map. Timestamps may arrive as `Date`
 * or in their wire form `{__time}`; both compare as the same instant.
 */
import { isWireTime } from '../doc-values';

export function isTimestamp(v: unknown): v is Date | { __time: number } {
  return v instanceof Date || isWireTime(v);
}

function millis(v: Date | { __time: number }): number {
  return v instanceof Date ? v.getTime() : v.__time;
}

/** Rank of a value's type; `undefined` (a missing field) ranks nowhere and returns -1. */
export function typeRank(v: unknown): number {
  if (v === undefined) return -1;
  if (v === null) return 0;
  if (typeof v === 'boolean') return 1;
  if (typeof v === 'number') return 2;
  if (isTimestamp(v)) return 3;
  if (typeof v === 'string') return 4;
  if (Array.isArray(v)) return 5;
  return 6;
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareNumbers(a: number, b: number): number {
  // Firestore puts NaN before every other number and treats NaN as equal to itself.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return sign(a - b);
}

/** A UTF-16 code unit moved so that surrogates (code points above U+FFFF) sort after U+E000-U+FFFF. */
const codePointRank = (unit: number): number =>
  unit < 0xd800 ? unit : unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;

/**
 * Strings (values, map keys, document ids) in code point order, which is Firestore's UTF-8 byte
 * order; JavaScript's `<` compares UTF-16 code units and puts an emoji before U+FFFD.
 */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) < codePointRank(y) ? -1 : 1;
  }
  return sign(a.length - b.length);
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareMaps(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const ka = Object.keys(a)
    .filter((k) => a[k] !== undefined)
    .sort(compareStrings);
  const kb = Object.keys(b)
    .filter((k) => b[k] !== undefined)
    .sort(compareStrings);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i += 1) {
    const keyA = ka[i]!;
    const keyB = kb[i]!;
    const c = compareStrings(keyA, keyB) || compareValues(a[keyA], b[keyB]);
    if (c !== 0) return c;
  }
  return sign(ka.length - kb.length);
}

/** Total order over document values: negative, zero or positive like a sort comparator. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return sign(ra - rb);
  switch (ra) {
    case 1:
      return sign(Number(a) - Number(b));
    case 2:
      return compareNumbers(a as number, b as number);
    case 3:
      return sign(millis(a as Date) - millis(b as Date));
    case 4:
      return compareStrings(a as string, b as string);
    case 5:
      return compareArrays(a as unknown[], b as unknown[]);
    case 6:
      return compareMaps(a as Record<string, unknown>, b as Record<string, unknown>);
    default:
      return 0;
  }
}

/** Deep equality under the same rules (a Date equals its `{__time}` form). */
export function valuesEqual(a: unknown, b: unknown): boolean {
  return typeRank(a) !== -1 && compareValues(a, b) === 0;
}
