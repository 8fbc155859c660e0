/**
 * Layout step 5a: a margin column set tight against the text (LaTeX moderncv, "cv" classes).
 * Dates and labels are right-aligned to a rule a space's width left of the main column, so
 * pdf.js's items run on without a gap and step 2 reads "Sep 2019 – Present Quality Manager, Acme"
 * as one segment. The column shows in the items instead: on several rows an item starts at the
 * same x where other lines (headings, detail lines) begin, with dates just left of it. Each such
 * row is cut there; a date cell then moves to the end of its row (the shape step 5 and the
 * experience parser read) and a label ("Software", "English") stays its own segment. A column
 * of right-aligned labels alone (Awesome-CV's skill categories) is cut the same way.
 */
import { cutAt } from './02-group-lines';
import { isDateCell } from './05-date-column';
import { lineOf, type PositionedLine, type Segment } from './model';
import { monospacedStyles } from './monospaced';

/** Item starts within this many points of each other share an edge. */
const SAME_X = 1.5;
/** The widest blank, in font sizes, between a margin cell and the text edge it is set against. */
const MAX_EDGE_GAP = 1;
/** A label column may stand a little further off: up to the gap that still joins one segment. */
const LABEL_GAP = 1.2;
/** A month range without its year ("May–Aug"), the year set on the margin's next row. */
const MONTHS_ONLY_RE = /^\p{L}{3,9}\.?\s*[-–—]\s*\p{L}{3,9}\.?$/u;
const YEAR_ONLY_RE = /^(?:19|20)\d{2}$/;

interface Cut {
  line: number;
  /** The blank before the edge is at most MAX_EDGE_GAP (a date margin's); else only a label column's. */
  tight: boolean;
  left: Segment;
  right: Segment;
}

/** Every inner item boundary of each line's first segment whose left side ends close to it. */
function candidates(lines: readonly PositionedLine[]): Map<number, Cut[]> {
  const byEdge = new Map<number, Cut[]>();
  // Monospaced items line up on their character grid by chance: no edge to read there.
  const mono = monospacedStyles(lines);
  lines.forEach((line, i) => {
    const seg = line.segments[0]!;
    if (mono.has(seg.style ?? '')) return;
    seg.pieces?.forEach((p, k) => {
      if (k === 0 || !p.text.trim()) return;
      const cut = cutAt(seg, k);
      // Right-aligned against the edge: at most about an em of blank before it (moderncv).
      if (!cut || p.x - cut.left.xEnd > LABEL_GAP * seg.size) return;
      const key = Math.round(p.x / SAME_X);
      const tight = p.x - cut.left.xEnd <= MAX_EDGE_GAP * seg.size;
      byEdge.set(key, [...(byEdge.get(key) ?? []), { line: i, tight, ...cut }]);
    });
  });
  return byEdge;
}

export function splitMarginColumn(lines: PositionedLine[]): { lines: PositionedLine[]; found: boolean } {
  let best: { edge: number; cuts: Cut[] } | null = null;
  for (const all of candidates(lines).values()) {
    const edge = all[0]!.right.x;
    const cuts = labelColumn(all) ? all : all.filter((c) => c.tight);
    if (!cuts.length) continue;
    const near = (x: number) => Math.abs(x - edge) <= SAME_X;
    const dated = new Set(cuts.filter((c) => isDateCell(c.left.text)).map((c) => c.line));
    // The main column: lines of its own (headings, detail lines) start at the same edge.
    const own = lines.filter((l) => near(l.x)).length;
    const margin = (dated.size >= 2 && own >= 2) || labelColumn(all);
    if (margin && (!best || cuts.length > best.cuts.length)) best = { edge, cuts };
  }
  if (!best) return { lines, found: false };
  const cutOf = new Map<number, Cut>();
  for (const c of best.cuts) if (!cutOf.has(c.line)) cutOf.set(c.line, c);
  joinWrappedDates(cutOf);
  const out = lines.map((line, i) => {
    const cut = cutOf.get(i);
    if (!cut) return line;
    const rest = [cut.right, ...line.segments.slice(1)];
    if (!cut.left.text) return lineOf(line.page, rest);
    const segments = isDateCell(cut.left.text) ? [...rest, cut.left] : [cut.left, ...rest];
    return lineOf(line.page, segments);
  });
  return { lines: out, found: true };
}

/** A short label: one to three words with a letter, not a list marker. */
const LABEL_RE = /^(?=.*\p{L})[^•●○◦▪■*\-–\s][^,;:]*$/u;

/**
 * Labels right-aligned against the edge with no dates among them (Awesome-CV's skill rows:
 * "DevOps" / "Programming" ending where "AWS, Docker" / "Node.js, Python" begin): at least three
 * different labels of up to three words, ending at one x but starting at several.
 */
function labelColumn(cuts: Cut[]): boolean {
  const rows = new Map(cuts.map((c) => [c.line, c]));
  const cells = [...rows.values()].map((c) => c.left);
  if (cells.length < 3 || new Set(cells.map((c) => c.text)).size < cells.length) return false;
  if (!cells.every((c) => LABEL_RE.test(c.text) && c.text.split(/\s+/).length <= 3 && !isDateCell(c.text)))
    return false;
  const end = cells[0]!.xEnd;
  if (!cells.every((c) => Math.abs(c.xEnd - end) <= SAME_X)) return false;
  return new Set(cells.map((c) => Math.round(c.x / SAME_X))).size >= 2;
}

/**
 * "May–Aug" over "2020" in the margin: the year written below a month range completes it, so
 * the first row's cell becomes "May–Aug 2020" (a date cell) and the row below keeps its text.
 */
function joinWrappedDates(cutOf: Map<number, Cut>): void {
  for (const [i, cut] of cutOf) {
    const below = cutOf.get(i + 1);
    if (!below || !MONTHS_ONLY_RE.test(cut.left.text) || !YEAR_ONLY_RE.test(below.left.text)) continue;
    cut.left = { ...cut.left, text: `${cut.left.text} ${below.left.text}` };
    below.left = { ...below.left, text: '' };
  }
}
