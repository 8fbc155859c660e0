/**
 * Layout step 7b: a grid of short cells (a sidebar's skills two to a row, no dates or figures)
 * whose cells wrap:
 * "Tachograph    CDL Class A" / "Compliance" is "Tachograph Compliance" and "CDL Class A".
 * A cell goes on under itself, from its own left edge, at the leading of its lines; the grid's
 * rows are set further apart than that. Each column is read down on its own (a table's columns
 * may flow apart), and the grid is mended only when its columns' gaps show both spacings (see
 * cellLeading): a grid whose rows are all one gap apart has no wrapped cell to tell from a row,
 * and is left as it is.
 */
import { SAME_EDGE, SAME_GAP, twoSpacings } from './07-wrapped-lines';
import { detectHeading } from '../headings';
import { lineOf, lineText, type PositionedLine, type Segment } from './model';

/** A gap at most this many times the run's smallest is a cell's own leading. */
const WRAP = 1.1;
/** A gap at least this many times the run's smallest is a new row. */
const ROW = 1.25;
/** A gap wider than this many sizes ends the run. */
const RUN_GAP = 3;

/** A grid's cell: a short item, no dates or figures in it (an entry's header is no cell). */
const CELL_WORDS = 4;
const isCell = (s: Segment): boolean => !/\d/.test(s.text) && s.text.trim().split(/\s+/).length <= CELL_WORDS;

const aligned = (cells: readonly Segment[], under: readonly Segment[]): boolean =>
  cells.every((c) => isCell(c) && under.some((u) => Math.abs(u.x - c.x) <= SAME_EDGE));

/** A heading set in another face or size than the grid's first cell. */
function headingAfter(head: PositionedLine, line: PositionedLine): boolean {
  const [cell, seg] = [head.segments[0]!, line.segments[0]!];
  const face = seg.style !== cell.style || Math.abs(seg.size - cell.size) > 0.02 * cell.size;
  return face && detectHeading(lineText(line)) !== null;
}

/** Runs of consecutive lines, each of whose cells starts at a cell edge of the run's first line. */
function gridRuns(lines: readonly PositionedLine[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= lines.length; i++) {
    const [head, prev, line] = [lines[start]!, lines[i - 1]!, lines[i]];
    const goesOn =
      line &&
      head.segments.length >= 2 &&
      head.segments.every(isCell) &&
      line.page === prev.page &&
      prev.y - line.y > 0 &&
      prev.y - line.y <= RUN_GAP * line.size &&
      // The next section's heading at a column's edge, in a face of its own, is no cell: its space
      // above is no row's pitch ("Certification" in the cells' face is a cell's wrapped word).
      !headingAfter(head, line) &&
      aligned(line.segments, head.segments);
    if (goesOn) continue;
    if (i - start >= 3) runs.push([start, i]);
    start = i;
  }
  return runs;
}

/**
 * The widest gap that is a cell's own leading, or null when the gaps show no wrapped cell: some
 * gaps at most WRAP times the least and some at least ROW times it; or, closer together (a
 * table whose rows are set at the text's own leading plus a cell's padding), two spacings
 * (twoSpacings) with the tighter one the rarer: a grid's rows are its usual gap, wrapped
 * cells the exception (where the tighter gap is the usual one, the wider gaps part groups of
 * rows), unless every line set at the tighter gap holds fewer cells than the grid has columns
 * (`rows`: each line's gap from the line above and its cells): the last words of cells, not rows.
 */
function cellLeading(
  gaps: readonly number[],
  rows: readonly { gap: number; cells: number }[],
  columns: number,
): number | null {
  const least = Math.min(...gaps);
  if (gaps.some((g) => g >= ROW * least)) return WRAP * least;
  const spacings = twoSpacings(gaps);
  if (!spacings) return null;
  const leading = spacings.leading * SAME_GAP;
  const tight = rows.filter((r) => r.gap <= leading);
  const ends = tight.length > 0 && tight.every((r) => r.cells < columns);
  return spacings.tight < spacings.wide || ends ? leading : null;
}

export function joinWrappedCells(lines: readonly PositionedLine[]): PositionedLine[] {
  const out = lines.map((l) => ({ ...l, segments: [...l.segments] }));
  const dropped = new Set<Segment>();
  for (const [start, end] of gridRuns(lines)) {
    // Each column of the grid is read down on its own: its cells' baselines, not the rows',
    // tell a cell's leading from the grid's pitch (two columns of a table flow apart). The
    // columns of one grid share both spacings, so their gaps are weighed together.
    const columns = lines[start]!.segments.map((s) => columnCells(lines, start, end, s.x));
    const rows = lines
      .slice(start + 1, end)
      .map((l, k) => ({ gap: lines[start + k]!.y - l.y, cells: l.segments.length }));
    const gaps = columns.flatMap((c) => c.gaps.filter((_, k) => c.next[k]));
    const leading = cellLeading(gaps, rows, columns.length);
    if (leading === null) continue;
    for (const { cells, gaps, next } of columns) {
      let item = cells[0]!;
      for (const [k, cell] of cells.slice(1).entries()) {
        if (!next[k] || gaps[k]! > leading) {
          item = cell;
          continue;
        }
        const row = out[item.line]!;
        const at = row.segments.findIndex((s) => Math.abs(s.x - item.seg.x) <= SAME_EDGE);
        const above = row.segments[at]!;
        row.segments[at] = {
          ...above,
          text: `${above.text} ${cell.seg.text}`,
          xEnd: Math.max(above.xEnd, cell.seg.xEnd),
          pieces: undefined,
        };
        dropped.add(cell.seg);
      }
    }
  }
  return out.flatMap((l) => {
    const segments = l.segments.filter((s) => !dropped.has(s));
    if (segments.length === l.segments.length) return [l];
    return segments.length ? [{ ...lineOf(l.page, segments), y: l.y }] : [];
  });
}

/**
 * A grid column's cells down the run, the gaps between their baselines, and whether each gap
 * is between cells on consecutive lines: a gap across a row where the column is blank parts two
 * cells and measures nothing.
 */
function columnCells(lines: readonly PositionedLine[], start: number, end: number, edge: number) {
  const cells: { line: number; seg: Segment }[] = [];
  for (let i = start; i < end; i++) {
    const seg = lines[i]!.segments.find((s) => Math.abs(s.x - edge) <= SAME_EDGE);
    if (seg) cells.push({ line: i, seg });
  }
  const gaps = cells.slice(1).map((c, k) => cells[k]!.seg.y - c.seg.y);
  const next = cells.slice(1).map((c, k) => c.line === cells[k]!.line + 1);
  return { cells, gaps, next };
}
