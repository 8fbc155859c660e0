/**
 * Layout step 5c: a column set close beside another (a sidebar about an em from the main column,
 * LaTeX paracol's default gutter). Where a main-column line runs almost to the gutter, step 2
 * sees one word gap a little wider than usual and reads "…and side effects. Regulatory
 * Compliance" as one segment. The column shows down the page instead: many segments start at
 * one x, several of them beside text on their own row. A segment is cut where one of its items
 * starts at that x after a blank wider than any word space.
 */
import { cutAt } from './02-group-lines';
import { lineOf, type PositionedLine, type Segment } from './model';

/** Segment starts within this many points of each other share an edge. */
const SAME_X = 1.5;
/** An edge: at least this many segments start there ... */
const EDGE_STARTS = 5;
/** ... this many of them beside other text on their row. */
const EDGE_BESIDE = 3;
/** The blank before a cut item, in font sizes: wider than a justified line's word space. */
const MIN_BLANK = 0.5;

/** The x where a column starts, from the segments that start there. */
function columnEdges(lines: readonly PositionedLine[]): number[] {
  // Beside: text of the row stands left of it (in any order: step 5b moves a date column's
  // cell to the end of its row).
  const starts: { x: number; beside: boolean }[] = lines.flatMap((l) =>
    l.segments.map((s) => ({ x: s.x, beside: l.segments.some((o) => o.xEnd < s.x) })),
  );
  starts.sort((a, b) => a.x - b.x);
  const edges: number[] = [];
  for (let i = 0; i < starts.length;) {
    let j = i;
    while (j + 1 < starts.length && starts[j + 1]!.x - starts[i]!.x <= SAME_X) j += 1;
    const run = starts.slice(i, j + 1);
    if (run.length >= EDGE_STARTS && run.filter((s) => s.beside).length >= EDGE_BESIDE) edges.push(run[0]!.x);
    i = j + 1;
  }
  return edges;
}

/** The segment cut at every item that starts at an edge after a wide blank. */
function cutAtEdges(seg: Segment, edges: readonly number[]): Segment[] {
  const k =
    seg.pieces?.findIndex(
      (p, i) =>
        i > 0 &&
        p.text.trim() !== '' &&
        p.x - seg.pieces![i - 1]!.xEnd > MIN_BLANK * seg.size &&
        edges.some((e) => p.x >= e - 0.5 && p.x - e <= SAME_X),
    ) ?? -1;
  const cut = k > 0 ? cutAt(seg, k) : null;
  if (!cut) return [seg];
  const right = { ...cut.right };
  delete right.opens;
  return [cut.left, ...cutAtEdges(right, edges)];
}

export function splitAtColumnEdges(lines: PositionedLine[]): PositionedLine[] {
  const edges = columnEdges(lines);
  if (!edges.length) return lines;
  return lines.map((line) => {
    const segments = line.segments.flatMap((s) => cutAtEdges(s, edges));
    return segments.length === line.segments.length ? line : lineOf(line.page, segments);
  });
}
