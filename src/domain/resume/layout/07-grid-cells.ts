/**
 * Layout step 7b: a grid of short cells (a sidebar's skills two to a row, no dates or figures)
 * whose cells wrap:
 * "Tachograph    CDL Class A" / "Compliance" is "Tachograph Compliance" and "CDL Class A".
 * A cell goes on under itself, from its own left edge, at the leading of its lines; the grid's
 * rows are set further apart than that. Only a run of grid lines whose gaps show both (some at
 * most WRAP times the smallest, some at least ROW times it) is mended: a grid whose rows are all
 * one gap apart has no wrapped cell to tell from a row, and is left as it is.
 */
import { SAME_EDGE } from './07-wrapped-lines';
import { lineOf, type PositionedLine, type Segment } from './model';

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
      aligned(line.segments, head.segments);
    if (goesOn) continue;
    if (i - start >= 3) runs.push([start, i]);
    start = i;
  }
  return runs;
}

export function joinWrappedCells(lines: readonly PositionedLine[]): PositionedLine[] {
  const out = [...lines] as (PositionedLine | null)[];
  for (const [start, end] of gridRuns(lines)) {
    const gaps = lines.slice(start + 1, end).map((l, k) => lines[start + k]!.y - l.y);
    const least = Math.min(...gaps);
    if (!gaps.some((g) => g >= ROW * least)) continue;
    let row = start;
    for (let i = start + 1; i < end; i++) {
      if (gaps[i - start - 1]! > WRAP * least) {
        row = i;
        continue;
      }
      const above = out[row]!;
      const segments = above.segments.map((cell) => {
        const tail = lines[i]!.segments.find((s) => Math.abs(s.x - cell.x) <= SAME_EDGE);
        return tail
          ? {
              ...cell,
              text: `${cell.text} ${tail.text}`,
              xEnd: Math.max(cell.xEnd, tail.xEnd),
              pieces: undefined,
            }
          : cell;
      });
      out[row] = { ...lineOf(above.page, segments), y: above.y };
      out[i] = null;
    }
  }
  return out.filter((l): l is PositionedLine => l !== null);
}
