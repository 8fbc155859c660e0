/**
 * Layout step 4: vertical gutters, the empty bands between columns. A coverage count per point
 * of width (one pass over the segments, no pairwise comparisons) says how many lines cross each
 * x; a gutter is a run at least MIN_WIDTH wide that few lines cross. The steps after it decide
 * what the two sides are (a date column, a sidebar, or right-aligned dates to leave alone).
 */
import type { PositionedLine, Segment } from './model';

const MIN_WIDTH = 8;
/** The stretch the split sits in must be at least this wide. */
const MIN_SPLIT = 6;
/** Lines allowed to cross a gutter (a full-width name or rule), as a share of the lines. */
const CROSSING = 0.25;

export interface Gutter {
  /** Where the page splits: left content ends before it, right content starts after it. */
  x: number;
  width: number;
}

export function findGutters(lines: readonly PositionedLine[]): Gutter[] {
  if (lines.length < 4) return [];
  let minX = Infinity;
  let maxX = -Infinity;
  for (const l of lines) {
    minX = Math.min(minX, l.x);
    maxX = Math.max(maxX, l.xEnd);
  }
  const origin = Math.floor(minX);
  const width = Math.ceil(maxX) - origin + 2;
  if (!(width > 0) || width > 20000) return [];
  const diff = new Int32Array(width + 1);
  for (const l of lines)
    for (const s of l.segments) {
      diff[Math.max(0, Math.floor(s.x) - origin)]! += 1;
      diff[Math.min(width, Math.ceil(s.xEnd) - origin)]! -= 1;
    }
  const cover = new Int32Array(width);
  for (let i = 0, c = 0; i < width; i += 1) cover[i] = c += diff[i]!;
  const allowed = Math.floor(lines.length * CROSSING);
  const gutters: Gutter[] = [];
  for (const run of lowRuns(cover, 1, width, allowed)) {
    // A run that reaches the right edge is the margin, not a gutter; but a sparse column (a short
    // sidebar of skills) may sit inside it, past a band almost nothing crosses.
    if (run.end >= width) gutters.push(...sparseColumnGutters(cover, run.start, run.end, origin));
    const split =
      run.end < width && run.end - run.start >= MIN_WIDTH ? splitPoint(cover, run.start, run.end) : null;
    if (split !== null) gutters.push({ x: origin + split, width: run.end - run.start });
  }
  return gutters;
}

/** Lines that may cross the band before a sparse column (one long e-mail address). */
const SPARSE_CROSSING = 1;

/** Bands inside [from, to) crossed by at most SPARSE_CROSSING lines with text after them. */
function sparseColumnGutters(cover: Int32Array, from: number, to: number, origin: number): Gutter[] {
  return lowRuns(cover, from, to, SPARSE_CROSSING)
    .filter((r) => r.end < to && r.end - r.start >= MIN_WIDTH)
    .map((r) => ({ x: origin + (r.start + r.end) / 2, width: r.end - r.start }));
}

interface Run {
  start: number;
  end: number;
}

/** The maximal runs inside [from, to) where at most `level` lines cross. */
function lowRuns(cover: Int32Array, from: number, to: number, level: number): Run[] {
  const runs: Run[] = [];
  for (let i = from; i < to;) {
    if (cover[i]! > level) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < to && cover[end]! <= level) end += 1;
    runs.push({ start: i, end });
    i = end;
  }
  return runs;
}

/**
 * Where to split inside an open band: the middle of the longest stretch crossed by the fewest
 * lines, so one long email address sticking into the gutter does not pull the split onto it.
 */
function splitPoint(cover: Int32Array, from: number, to: number): number | null {
  let min = Infinity;
  for (let i = from; i < to; i += 1) min = Math.min(min, cover[i]!);
  for (let level = min; level <= min + 32; level += 1) {
    let best: Run = { start: -1, end: -1 };
    for (const run of lowRuns(cover, from, to, level))
      if (run.end - run.start > best.end - best.start) best = run;
    if (best.end - best.start >= MIN_SPLIT) return (best.start + best.end) / 2;
  }
  return null;
}

export type Side = 'left' | 'right' | 'cross';

export const sideOf = (s: Segment, g: number): Side => (s.xEnd <= g ? 'left' : s.x >= g ? 'right' : 'cross');

/** A line crosses the gutter when one of its segments does. */
export const crosses = (l: PositionedLine, g: number): boolean =>
  l.segments.some((s) => sideOf(s, g) === 'cross');
