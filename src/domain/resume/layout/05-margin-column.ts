/**
 * Layout step 5a: a margin column set tight against the text (LaTeX moderncv, "cv" classes).
 * Dates and labels are right-aligned to a rule a space's width left of the main column, so
 * pdf.js's items run on without a gap and step 2 reads "Sep 2019 – Present Quality Manager, Acme"
 * as one segment. The column shows in the items instead: on several rows an item starts at the
 * same x where other lines (headings, detail lines) begin, with dates just left of it. Each such
 * row is cut there; a date cell then moves to the end of its row (the shape step 5 and the
 * experience parser read) and a label ("Software", "English") stays its own segment.
 */
import { tidy } from './02-group-lines';
import { isDateCell } from './05-date-column';
import { lineOf, type PositionedLine, type Segment } from './model';

/** Item starts within this many points of each other share an edge. */
const SAME_X = 1.5;

interface Cut {
  line: number;
  left: Segment;
  right: Segment;
}

/** The first segment cut at item `k`: both halves, or null when one side is blank. */
function cutAt(seg: Segment, k: number): Omit<Cut, 'line'> | null {
  const pieces = seg.pieces!;
  const [l, r] = [pieces.slice(0, k), pieces.slice(k)];
  const part = (ps: typeof pieces): Segment | null => {
    const text = tidy(ps.map((p) => p.text).join(''));
    const solid = ps.filter((p) => p.text.trim());
    if (!text || !solid.length) return null;
    const x = solid[0]!.x;
    return { ...seg, text, x, xEnd: Math.max(...solid.map((p) => p.xEnd)), pieces: ps };
  };
  const left = part(l);
  const right = part(r);
  return left && right ? { left, right } : null;
}

/** Every inner item boundary of each line's first segment whose left side ends close to it. */
function candidates(lines: readonly PositionedLine[]): Map<number, Cut[]> {
  const byEdge = new Map<number, Cut[]>();
  lines.forEach((line, i) => {
    const seg = line.segments[0]!;
    seg.pieces?.forEach((p, k) => {
      if (k === 0 || !p.text.trim()) return;
      const cut = cutAt(seg, k);
      // Right-aligned against the edge: at most about a word space of blank before it.
      if (!cut || p.x - cut.left.xEnd > 0.8 * seg.size) return;
      const key = Math.round(p.x / SAME_X);
      byEdge.set(key, [...(byEdge.get(key) ?? []), { line: i, ...cut }]);
    });
  });
  return byEdge;
}

export function splitMarginColumn(lines: PositionedLine[]): { lines: PositionedLine[]; found: boolean } {
  let best: { edge: number; cuts: Cut[] } | null = null;
  for (const cuts of candidates(lines).values()) {
    const edge = cuts[0]!.right.x;
    const near = (x: number) => Math.abs(x - edge) <= SAME_X;
    const dated = new Set(cuts.filter((c) => isDateCell(c.left.text)).map((c) => c.line));
    // The main column: lines of its own (headings, detail lines) start at the same edge.
    const own = lines.filter((l) => near(l.x)).length;
    if (dated.size >= 2 && own >= 2 && (!best || cuts.length > best.cuts.length)) best = { edge, cuts };
  }
  if (!best) return { lines, found: false };
  const cutOf = new Map<number, Cut>();
  for (const c of best.cuts) if (!cutOf.has(c.line)) cutOf.set(c.line, c);
  const out = lines.map((line, i) => {
    const cut = cutOf.get(i);
    if (!cut) return line;
    const rest = [cut.right, ...line.segments.slice(1)];
    const segments = isDateCell(cut.left.text) ? [...rest, cut.left] : [cut.left, ...rest];
    return lineOf(line.page, segments);
  });
  return { lines: out, found: true };
}
