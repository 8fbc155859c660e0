/**
 * Layout step 6d: a paragraph set in columns inside a section (CSS `columns: 2` on a skills
 * list: "Skills: Infection Control, …, ECG    Triage, …, Vital Signs" / "Interpretation, …,
 * Phlebotomy,    Monitoring, Basic Life Support") flows down the left column and on into the
 * right one, so it is read a column at a time. The rows show it: two cells each (the left
 * column may run a line or two longer), the cells of each side at one left edge in one size and
 * face, a paragraph's leading apart, the two columns of one width, every line of either side but
 * its last full, its next line's first word too wide to have fitted before the other column, and
 * no sentence ending where the left column does. A table of short cells ("English    German" /
 * "Native    Fluent"), a header beside its dates and two paragraphs side by side are read row by
 * row.
 */
import { findDates } from '../dates';
import { SAME_EDGE, firstWordWidth, wordOverruns } from './07-wrapped-lines';
import { lineOf, readBlocks, type PositionedLine, type Segment } from './model';

/** Rows of one paragraph stand at most this many sizes apart. */
const LEADING = 1.8;
/** Sizes within this share of each other are one size (a bold label may open the first cell). */
const SAME_SIZE = 0.1;
/** The least gap CSS sets between columns, in ems (`column-gap: normal`). */
const COLUMN_GAP = 1;
/** Columns this share of each other's width at least are one width (CSS columns are even). */
const EVEN = 0.6;

type Row = [Segment, Segment];

/** A row whose right cell holds a date is an entry's header beside its dates, in any language. */
const dated = (cell: Segment): boolean => findDates(cell.text).start !== null;

const pair = (line: PositionedLine): Row | null =>
  line.segments.length === 2 ? (line.segments as Row) : null;

/** The cell's line is full: the next line's first word, after a space, would run past `edge`. */
const full = (cell: Segment, next: Segment, edge: number): boolean =>
  wordOverruns(cell.xEnd - cell.x, cell.size, firstWordWidth(next), edge - cell.x);

/** Whether `line` goes on the rows `block` (one page, one edge each side, one size, one leading). */
function goesOn(block: readonly PositionedLine[], line: PositionedLine): boolean {
  const [first, last] = [pair(block[0]!)!, block.at(-1)!];
  const row = pair(line);
  if (!row || line.page !== last.page) return false;
  const size = first[1].size;
  const sameSize = (s: Segment) => Math.abs(s.size - size) <= SAME_SIZE * size;
  return (
    Math.abs(row[0].x - first[0].x) <= SAME_EDGE &&
    Math.abs(row[1].x - first[1].x) <= SAME_EDGE &&
    row.every(sameSize) &&
    !dated(row[1]) &&
    last.y - line.y > 0 &&
    last.y - line.y <= LEADING * size
  );
}

/**
 * Whether `line` is a line of the left column alone under the rows `block` (columns are balanced,
 * so the left one may run a line or two longer): at its edge, in the right column's face and size.
 */
function leftGoesOn(block: readonly PositionedLine[], line: PositionedLine): boolean {
  const [first, last] = [pair(block[0]!)!, block.at(-1)!];
  const [cell, more] = line.segments;
  return (
    !!cell &&
    !more &&
    line.page === last.page &&
    Math.abs(cell.x - first[0].x) <= SAME_EDGE &&
    cell.style === first[1].style &&
    Math.abs(cell.size - first[1].size) <= SAME_SIZE * first[1].size &&
    last.y - line.y > 0 &&
    last.y - line.y <= LEADING * cell.size
  );
}

/** A grid's cell holds a few words, no list: a paragraph's line more, or a list's commas. */
const CELL_WORDS = 4;
const paragraphLine = (cell: Segment): boolean =>
  cell.text.includes(',') || cell.text.trim().split(/\s+/).length > CELL_WORDS;

/**
 * Lines of a column that flow: each but its last a paragraph's line, and full, its next line's
 * first word too wide to have fitted (a grid of short cells wrapped, "Tachograph    CDL Class
 * A" / "Compliance", and a label beside a value that wrapped under it, "Location    Indore,
 * Madhya" / "Pradesh, IN", are rows: 07-grid-cells.ts, 07-wrapped-lines.ts).
 */
const flowing = (cells: readonly Segment[], edge: number): boolean =>
  cells.slice(0, -1).every((c, i) => paragraphLine(c) && full(c, cells[i + 1]!, edge));

/** The block of rows opening at line `i` that flows as two columns: where it ends, and each column's cells. */
function flowedBlock(
  lines: readonly PositionedLine[],
  i: number,
): { end: number; left: Segment[]; right: Segment[] } | null {
  const row = pair(lines[i]!);
  if (!row || dated(row[1])) return null;
  let paired = i + 1;
  while (paired < lines.length && goesOn(lines.slice(i, paired), lines[paired]!)) paired++;
  let end = paired;
  while (end < lines.length && leftGoesOn(lines.slice(i, end), lines[end]!)) end++;
  const left = lines.slice(i, end).map((l) => l.segments[0]!);
  const right = lines.slice(i, paired).map((l) => l.segments[1]!);
  // Columns of one width: the left one from its edge to the right cells, the right one on to
  // the right edge of the page's text.
  const pageRight = Math.max(...lines.filter((l) => l.page === lines[i]!.page).map((l) => l.xEnd));
  const [leftWidth, rightWidth] = [row[1].x - row[0].x, pageRight - row[1].x];
  const even = Math.min(leftWidth, rightWidth) >= EVEN * Math.max(leftWidth, rightWidth);
  // One paragraph's face: each row's left cell ends in its right cell's (a label may open it).
  const oneFace = right.every((r, j) => (left[j]!.pieces?.at(-1)?.style ?? left[j]!.style) === r.style);
  const flows =
    flowing(left, row[1].x - COLUMN_GAP * row[1].size) &&
    flowing(right, Math.max(...right.map((r) => r.xEnd))) &&
    // The left column's last line runs on into the right one: no sentence ends there (two
    // paragraphs side by side, each a cell of a grid of entries, are read row by row).
    !/[.!?]$/.test(left.at(-1)!.text.trim());
  return end - i >= 2 && even && oneFace && flows ? { end, left, right } : null;
}

export function readFlowedColumns(lines: PositionedLine[]): PositionedLine[] {
  return readBlocks(lines, (all, i) => {
    const block = flowedBlock(all, i);
    const page = all[i]!.page;
    return (
      block && { end: block.end, read: [...block.left, ...block.right].map((cell) => lineOf(page, [cell])) }
    );
  });
}
