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

export function splitHeadingRows(lines: PositionedLine[]): PositionedLine[] {
  const out: PositionedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = lines[i]!;
    const bounds = headingBounds(row);
    if (!bounds) {
      out.push(row);
      continue;
    }
    let end = i + 1;
    while (end < lines.length && !crossesBound(lines[end]!, bounds) && !headingBounds(lines[end]!)) end++;
    // A heading at the left edge after the last line holding text right of a bound opens a
    // section below both columns: the block ends before it. A row's dates set flush right
    // beyond a bound ("Nurse at Naranja X    July 2021 to Present") are that row's, no column's.
    const leftOnly = (l: PositionedLine) => {
      const right = l.segments.filter((s) => columnOf(s, bounds) > 0);
      return right.length === 0 || (right.length < l.segments.length && datesOnly(right));
    };
    let lastRight = end - 1;
    while (lastRight > i && leftOnly(lines[lastRight]!)) lastRight--;
    const below = lines.slice(lastRight + 1, end).findIndex((l) => detectHeading(lineText(l)) !== null);
    if (below >= 0) end = lastRight + 1 + below;
    const columns: PositionedLine[][] = row.segments.map((s) => [lineOf(row.page, [s])]);
    for (const line of lines.slice(i + 1, end)) {
      const parts = new Map<number, Segment[]>();
      for (const s of line.segments) {
        const k = columnOf(s, bounds);
        parts.set(k, [...(parts.get(k) ?? []), s]);
      }
      for (const [k, segs] of parts) columns[k]!.push(lineOf(line.page, segs));
    }
    for (const column of columns) {
      const measure = Math.max(...column.map((l) => l.xEnd));
      out.push(...column.map((l) => ({ ...l, measure })));
    }
    i = end - 1;
  }
  return out;
}
