/** Snapshot equality, so live listeners fire only when a result really changed. */
import type { DocSnapshot } from './types';
import { compareValues } from './compare';

export function sameDoc(a: DocSnapshot | null, b: DocSnapshot | null): boolean {
  if (a === null || b === null) return a === b;
  return a.path === b.path && compareValues(a.data, b.data) === 0;
}

export function sameDocs(a: readonly DocSnapshot[], b: readonly DocSnapshot[]): boolean {
  return a.length === b.length && a.every((d, i) => sameDoc(d, b[i]!));
}
