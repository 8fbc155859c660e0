/**
 * Layout step 6b: sections set side by side under one row of headings ("EDUCATION" and "SKILLS"
 * on one row, each section's lines under its own heading) below a part of the page that runs
 * full width, where no gutter runs down the whole page (step 6 finds none). Each heading's x
 * bounds its column. The lines under the row are read one column at a time, left to right, each
 * after its heading, until a line that crosses a bound or a heading below the columns' end (a
 * section under both). Each line keeps its column's right edge (`measure`), against which
 * step 7 finds the lines the type wrapped.
 */
import { detectHeading } from '../headings';
import { datesOnly } from './05-date-column';
import { lineOf, lineText, type PositionedLine, type Segment } from './model';

/** How far (pt) a column's text may start left of its heading and still be its. */
const SLACK = 8;

const isHeading = (s: Segment): boolean => s.text.length <= 40 && detectHeading(s.text) !== null;

/** The x where each column after the first starts, when every segment of the line is a heading. */
function headingBounds(line: PositionedLine): number[] | null {
  if (line.segments.length < 2 || !line.segments.every(isHeading)) return null;
  return line.segments.slice(1).map((s) => s.x - SLACK);
}

const columnOf = (s: Segment, bounds: readonly number[]): number => bounds.filter((b) => s.x >= b).length;

const crossesBound = (line: PositionedLine, bounds: readonly number[]): boolean =>
  line.segments.some((s) => bounds.some((b) => s.x < b && s.xEnd > b + SLACK));

/** A block of columns under a row of headings that ran to its page's foot, carried to the next page. */
export interface OpenHeadingRow {
  bounds: number[];
  columns: PositionedLine[][];
}

/**
 * Where the block under a row of headings (bounds) that opens at `from` ends: before a line that
 * crosses a bound or is a row of headings itself, or before a heading at the left edge after the
 * last line holding text right of a bound (a section below both columns). A row's dates set
 * flush right beyond a bound ("Nurse at Naranja X    July 2021 to Present") are that row's, no
 * column's.
 */
function blockEnd(lines: readonly PositionedLine[], from: number, bounds: readonly number[]): number {
  let end = from;
  while (end < lines.length && !crossesBound(lines[end]!, bounds) && !headingBounds(lines[end]!)) end++;
  const leftOnly = (l: PositionedLine) => {
    const right = l.segments.filter((s) => columnOf(s, bounds) > 0);
    return right.length === 0 || (right.length < l.segments.length && datesOnly(right));
  };
  let lastRight = end - 1;
  while (lastRight >= from && leftOnly(lines[lastRight]!)) lastRight--;
  const below = lines.slice(lastRight + 1, end).findIndex((l) => detectHeading(lineText(l)) !== null);
  return below >= 0 ? lastRight + 1 + below : end;
}

function fill(
  columns: PositionedLine[][],
  lines: readonly PositionedLine[],
  bounds: readonly number[],
): void {
  for (const line of lines) {
    const parts = new Map<number, Segment[]>();
    for (const s of line.segments) {
      const k = columnOf(s, bounds);
      parts.set(k, [...(parts.get(k) ?? []), s]);
    }
    for (const [k, segs] of parts) columns[k]!.push(lineOf(line.page, segs));
  }
}

/** A column's lines, each measured against the column's right edge (its widest line's end). */
export function withMeasure(column: readonly PositionedLine[]): PositionedLine[] {
  const measure = Math.max(...column.map((l) => l.xEnd));
  return column.map((l) => ({ ...l, measure }));
}

const flush = (columns: readonly PositionedLine[][]): PositionedLine[] => columns.flatMap(withMeasure);

/**
 * `carried`: the block the page before left open at its foot (a grid of sections a page break
 * cut through): this page's lines from the top that keep within its bounds join its columns, so
 * each column reads on across the break before the next. `last`: no page follows, so a block
 * running to this page's foot is closed here rather than carried.
 */
export function splitHeadingRows(
  lines: PositionedLine[],
  carried: OpenHeadingRow | null = null,
  last = true,
): { lines: PositionedLine[]; open: OpenHeadingRow | null } {
  const out: PositionedLine[] = [];
  let i = 0;
  if (carried) {
    const end = blockEnd(lines, 0, carried.bounds);
    fill(carried.columns, lines.slice(0, end), carried.bounds);
    if (end === lines.length && !last) return { lines: [], open: carried };
    out.push(...flush(carried.columns));
    i = end;
  }
  for (; i < lines.length; i++) {
    const row = lines[i]!;
    const bounds = headingBounds(row);
    if (!bounds) {
      out.push(row);
      continue;
    }
    const end = blockEnd(lines, i + 1, bounds);
    const columns: PositionedLine[][] = row.segments.map((s) => [lineOf(row.page, [s])]);
    fill(columns, lines.slice(i + 1, end), bounds);
    if (end === lines.length && !last) return { lines: out, open: { bounds, columns } };
    out.push(...flush(columns));
    i = end - 1;
  }
  return { lines: out, open: null };
}
