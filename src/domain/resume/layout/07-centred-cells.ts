/**
 * Layout step 7d (after 7b, before 7a): a table row's text cell wrapped beside a date cell the row
 * centres vertically (an HTML table's cells sit in the middle of their row by default), so the
 * dates stand beside the cell's middle line: "Lloyds Banking Group —" / "05.2009 to 02.2011
 * Birmingham, West" / "Midlands" is one cell beside its dates. The cell's lines start at one left
 * edge, in one face and size, a leading apart, with no dates, bullet or heading of their own. Only
 * where a line of the cell stands above the dates and one below: beside a block's first or last
 * line, or alone between two lines ("University of California" / "August 2012 to May 2016" /
 * "Computer Science"), dates as well stand beside two fields, which are kept apart, unless the
 * lower line finishes a name the upper one began ("Mahindra & Mahindra" / "Ltd. — Noida").
 */
import { isDateCell } from './05-date-column';
import { BULLET_RE, LEADING, SAME_EDGE } from './07-wrapped-lines';
import { detectHeading } from '../headings';
import { nameTailGoesOn } from '../name-tail';
import { lineOf, type PositionedLine, type Segment } from './model';

/** A line that is one segment of a cell set at `cell`'s left edge, face and size. */
function cellPart(line: PositionedLine | undefined, cell: Segment, page: number): Segment | null {
  const seg = line?.segments.length === 1 ? line.segments[0]! : null;
  if (!seg || line!.page !== page || Math.abs(seg.x - cell.x) > SAME_EDGE || seg.style !== cell.style)
    return null;
  if (Math.abs(seg.size - cell.size) > 0.02 * cell.size || isDateCell(seg.text)) return null;
  return BULLET_RE.test(seg.text) || detectHeading(seg.text) !== null ? null : seg;
}

const close = (upper: PositionedLine, lower: PositionedLine, size: number): boolean =>
  upper.y - lower.y > 0 && upper.y - lower.y <= LEADING * size;

/** A row of a text cell and a date cell: the text cell, and whether the dates stand first. */
function datedRow(line: PositionedLine): [Segment, boolean] | null {
  if (line.segments.length !== 2) return null;
  const [a, b] = line.segments as [Segment, Segment];
  if (isDateCell(a.text) && !isDateCell(b.text)) return [b, true];
  return isDateCell(b.text) && !isDateCell(a.text) ? [a, false] : null;
}

/** The dated row at `i` read with its cell's lines above and below it, or null. */
function centred(
  lines: readonly PositionedLine[],
  i: number,
): { from: number; to: number; line: PositionedLine } | null {
  const line = lines[i]!;
  // The dates beside the cell's middle line: one line of it above, one below at least.
  const cells = datedRow(line);
  if (!cells) return betweenNameParts(lines, i);
  const [cell, dateFirst] = cells;
  // A line above goes on the cell unless it stands under another dated row's cell, whose wrapped
  // line it is ("…, Universidad Autónoma Metropolitana,    2000-09 - 2003-12" / "Guadalajara").
  const underDatedCell = (k: number) => {
    const over = lines[k - 1] && datedRow(lines[k - 1]!);
    return Boolean(over) && Math.abs(over![0].x - cell.x) <= SAME_EDGE;
  };
  const above = (k: number) =>
    cellPart(lines[k], cell, line.page) && close(lines[k]!, lines[k + 1]!, cell.size) && !underDatedCell(k);
  let from = i;
  while (above(from - 1)) from--;
  let to = i;
  while (cellPart(lines[to + 1], cell, line.page) && close(lines[to]!, lines[to + 1]!, cell.size)) to++;
  if (from === i || to === i) return null;
  const parts = lines.slice(from, to + 1).map((l) => (l === line ? cell : l.segments[0]!));
  const whole = {
    ...cell,
    text: parts.map((p) => p.text).join(' '),
    xEnd: Math.max(...parts.map((p) => p.xEnd)),
    pieces: undefined,
  };
  const [first, last] = line.segments as [Segment, Segment];
  return { from, to, line: joined(line, dateFirst ? [first, whole] : [whole, last], lines[to]!) };
}

/**
 * Dates alone between the two lines of a cell ("Mahindra & Mahindra" / "04.2022 to Present" /
 * "Ltd. — Noida, Uttar Pradesh"): one cell beside them where its lower line finishes the name its
 * upper one began (name-tail.ts); else two fields, kept apart.
 */
function betweenNameParts(
  lines: readonly PositionedLine[],
  i: number,
): { from: number; to: number; line: PositionedLine } | null {
  const line = lines[i]!;
  const date = line.segments.length === 1 ? line.segments[0]! : null;
  const upper = lines[i - 1]?.segments.length === 1 ? lines[i - 1]!.segments[0]! : null;
  if (!date || !upper || !isDateCell(date.text)) return null;
  const lower = cellPart(lines[i + 1], upper, line.page);
  const beside = date.x > Math.max(upper.xEnd, lower?.xEnd ?? 0) || date.xEnd < upper.x;
  if (!lower || !cellPart(lines[i - 1], upper, line.page) || !beside) return null;
  if (!close(lines[i - 1]!, lines[i + 1]!, upper.size) || !nameTailGoesOn(upper.text, lower.text))
    return null;
  const whole = {
    ...upper,
    text: `${upper.text} ${lower.text}`,
    xEnd: Math.max(upper.xEnd, lower.xEnd),
    pieces: undefined,
  };
  const segments = date.x > upper.x ? [whole, date] : [date, whole];
  return { from: i - 1, to: i + 1, line: joined(line, segments, lines[i + 1]!) };
}

/** The row's segments at its last line's baseline (the cell reads on from there). */
const joined = (row: PositionedLine, segments: Segment[], last: PositionedLine): PositionedLine => ({
  ...lineOf(row.page, segments),
  y: last.y,
  ...(row.measure === undefined ? {} : { measure: row.measure }),
});

export function joinCentredCells(lines: readonly PositionedLine[]): PositionedLine[] {
  const out: PositionedLine[] = [];
  // The first line not yet taken into a cell: a cell reaches no further up than it.
  let free = 0;
  for (let i = 0; i < lines.length; i++) {
    const found = centred(lines, i);
    if (!found || found.from < free) {
      out.push(lines[i]!);
      continue;
    }
    // The cell's lines above the dates were pushed as they were.
    out.length -= i - found.from;
    out.push(found.line);
    i = found.to;
    free = found.to + 1;
  }
  return out;
}
