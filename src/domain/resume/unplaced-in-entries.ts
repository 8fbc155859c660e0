/**
 * Where a line the field parsers did not place goes back in (issue 39 item 2): into the entry it
 * was printed under, not into a second copy of its section. Each entry of a section (a role, a
 * school, a project) is found at the first line, after the previous entry's, that holds every word
 * of one of its names (title or employer; school or degree; project name); a line belongs to the
 * last entry found at or above it, or to the first entry when it comes before them all.
 */
import { tokens } from './fidelity/words';

export interface EntryLines<E> {
  /** The section's entries in reading order. */
  entries: E[];
  /** The names an entry is printed with. */
  names: (entry: E) => (string | null | undefined)[];
  /** Adds a line to an entry (a role's bullet, a school's detail). */
  add: (entry: E, line: string) => void;
}

/**
 * The line index at which each entry opens (-1 when none of its names is printed whole): after the
 * previous entry's line, the first line that is one of its names alone, else the first that holds
 * one of them ("Product Manager" opens at "Product Manager", not inside "Senior Product Manager").
 */
function anchors<E>(lines: string[], { entries, names }: EntryLines<E>): number[] {
  const words = lines.map((l) => tokens(l));
  let from = -1;
  return entries.map((entry, k) => {
    const wanted = names(entry)
      .map((n) => tokens(n ?? ''))
      .filter((t) => t.length > 0);
    const after = (i: number) => (k === 0 ? i >= 0 : i > from);
    const alone = words.findIndex(
      (w, i) => after(i) && wanted.some((t) => t.length === w.length && t.every((x) => w.includes(x))),
    );
    const holds = words.findIndex((w, i) => after(i) && wanted.some((t) => t.every((x) => w.includes(x))));
    const at = alone >= 0 ? alone : holds;
    if (at >= 0) from = at;
    return at;
  });
}

/**
 * Puts each unplaced line (by its index in `lines`) into its entry; returns the lines no entry
 * took (a section with no entries takes none).
 */
export function placeInEntries<E>(lines: string[], unplaced: number[], owner: EntryLines<E>): number[] {
  if (owner.entries.length === 0) return unplaced;
  const at = anchors(lines, owner);
  for (const i of unplaced) {
    let k = 0;
    at.forEach((a, j) => {
      if (a >= 0 && a <= i) k = j;
    });
    owner.add(owner.entries[k]!, lines[i]!);
  }
  return [];
}
