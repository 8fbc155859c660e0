/**
 * Layout step 6e: a role's bullets set as a list in two columns (CSS `columns: 2` or a two-column
 * grid under a header) are read a column at a time, each item whole. Row by row, the left item's
 * wrapped line and the right one's sit on one line ("new mobile onboarding flow.    and authored
 * blameless postmortems with follow-") and read as a header's fields. The rows show the list:
 * each starts with two cells that open an item with a marker ("· Cut monthly cloud spend …    ·
 * Mentored junior developers …"); every row after holds a cell at the left column's edge, at the
 * right one's or both, in one size, a leading apart, and each cell opens an item or goes on from
 * the cell above it in its column, which was full (its next word would not have fitted). Rows
 * without markers (a table of short cells, "English    German" / "Native    Fluent") are read row
 * by row (06-flowed-columns.ts reads a paragraph that flows).
 */
import { BULLET_RE, LEADING, SAME_EDGE, firstWordWidth, wordOverruns } from './07-wrapped-lines';
import { lineOf, readBlocks, type PositionedLine, type Segment } from './model';

/** Sizes within this share of each other are one size. */
const SAME_SIZE = 0.1;
/** The least gap CSS sets between columns, in ems (`column-gap: normal`). */
const COLUMN_GAP = 1;
/** How far, in ems, an item's wrapped lines may hang under its marker's text. */
const HANG = 2;

const opensItem = (cell: Segment): boolean => BULLET_RE.test(cell.text.trimStart());

/** A column of the list: its left edge and its cells in order. */
interface Column {
  x: number;
  cells: Segment[];
}

/** Whether `cell` goes on in `column`: it opens an item, or it wraps a full cell above it. */
function goesOn(column: Column, cell: Segment, edge: number): boolean {
  const indent = cell.x - column.x;
  if (opensItem(cell)) return Math.abs(indent) <= SAME_EDGE;
  // A wrapped line of an item starts at the column's edge or under its marker's text.
  if (indent < -SAME_EDGE || indent > HANG * cell.size) return false;
  const last = column.cells.at(-1)!;
  return wordOverruns(last.xEnd - last.x, last.size, firstWordWidth(cell), edge - last.x);
}

/** The rows of a two-column list that open at line `i`: where they end and each column's cells. */
function listBlock(lines: readonly PositionedLine[], i: number): { end: number; cells: Segment[] } | null {
  const first = lines[i]!;
  const [a, b, ...more] = first.segments;
  if (!a || !b || more.length || !opensItem(a) || !opensItem(b)) return null;
  const size = a.size;
  const sameSize = (s: Segment) => Math.abs(s.size - size) <= SAME_SIZE * size;
  if (!sameSize(b)) return null;
  const left: Column = { x: a.x, cells: [a] };
  const right: Column = { x: b.x, cells: [b] };
  // The columns are one width: the left one ends a gap before the right one, which ends as far on.
  const gap = COLUMN_GAP * size;
  const edges = { left: b.x - gap, right: 2 * b.x - a.x - gap };
  let both = 1;
  let end = i + 1;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    const above = lines[end - 1]!;
    if (line.page !== first.page || above.y - line.y <= 0 || above.y - line.y > LEADING * size) break;
    if (line.segments.length > 2 || !line.segments.every(sameSize)) break;
    const [l, r] =
      line.segments.length === 2
        ? line.segments
        : line.segments[0]!.x < right.x - SAME_EDGE
          ? [line.segments[0], undefined]
          : [undefined, line.segments[0]];
    if (l && (l.xEnd > right.x || !goesOn(left, l, edges.left))) break;
    if (r && !goesOn(right, r, edges.right)) break;
    if (l) left.cells.push(l);
    if (r) right.cells.push(r);
    if (l && r) both += 1;
  }
  return both >= 2 ? { end, cells: [...left.cells, ...right.cells] } : null;
}

export function readListColumns(lines: PositionedLine[]): PositionedLine[] {
  return readBlocks(lines, (all, i) => {
    const block = listBlock(all, i);
    const page = all[i]!.page;
    return block && { end: block.end, read: block.cells.map((cell) => lineOf(page, [cell])) };
  });
}
