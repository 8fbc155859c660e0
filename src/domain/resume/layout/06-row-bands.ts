/**
 * Layout step 6, rows of cells: a block of two columns that is really a table of rows (each
 * role's employer, dates and title in a cell beside a cell of its highlights; a row of two
 * sections side by side) is read row by row, each row's left cell before its right one. The
 * rows show as bands of text with a blank across both columns between them, the two cells of
 * each band opening on one line. A sidebar beside a main column shares no such rows: its
 * sections and the main column's entries start where their own text leads them, so the blanks
 * of the two sides rarely meet and their first lines almost never share a baseline.
 */
import type { PositionedLine } from './model';

export interface Split {
  left: PositionedLine[];
  right: PositionedLine[];
}

/** A blank across both sides this many line pitches tall parts two rows. */
const ROW_BLANK = 1.8;
/** Two baselines this share of the type's size apart share a row. */
const SAME_ROW = 0.5;
/** A table of rows holds at least this many rows with a cell on either side (on its first page). */
const MIN_ROWS = 3;

/** The usual distance between the baselines of one side's consecutive lines. */
function pitch(split: Split): number {
  const gaps = [split.left, split.right].flatMap((side) => side.slice(1).map((l, i) => side[i]!.y - l.y));
  const sorted = gaps.filter((g) => g > 0).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
}

/**
 * The block cut into rows, top to bottom, when it reads as a table: at least `minRows` rows with
 * text on both sides, and in each of those the right cell's first line on the row of one of the
 * left cell's first two lines, in the same type (a heading may stand over the left cell:
 * "EXPERIENCE" over the first role). Null when it does not.
 */
export function rowBands(block: Split, minRows = MIN_ROWS): Split[] | null {
  const step = pitch(block);
  if (!step || block.left.length < minRows || block.right.length < minRows) return null;
  const side = new Map<PositionedLine, 'left' | 'right'>([
    ...block.left.map((l) => [l, 'left'] as const),
    ...block.right.map((l) => [l, 'right'] as const),
  ]);
  const all = [...side.keys()].sort((a, b) => b.y - a.y);
  const rows: Split[] = [];
  let row: Split = { left: [], right: [] };
  for (const [i, line] of all.entries()) {
    if (i > 0 && all[i - 1]!.y - line.y > ROW_BLANK * step) {
      rows.push(row);
      row = { left: [], right: [] };
    }
    row[side.get(line)!].push(line);
  }
  rows.push(row);
  const twoSided = rows.filter((r) => r.left.length && r.right.length);
  if (twoSided.length < minRows) return null;
  // The two cells' first lines in one type, on one baseline.
  const sameRow = (l: PositionedLine, r: PositionedLine) =>
    Math.abs(l.size - r.size) <= 0.02 * l.size && Math.abs(l.y - r.y) <= SAME_ROW * l.size;
  const aligned = (r: Split) => r.left.slice(0, 2).some((l) => sameRow(l, r.right[0]!));
  return twoSided.every(aligned) ? rows : null;
}
