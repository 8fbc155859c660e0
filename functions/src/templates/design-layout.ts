/**
 * Where a design puts its colour blocks and columns: the page colour, a sidebar strip at one
 * edge, a header band across the top, and a vertical gutter splitting the body in two. Each
 * finder works on per-column or per-row "mode" colours, so text on a block does not hide it.
 */
import type { RgbaImage } from './decode-image';
import { column, distance, mergeNear, modeOf, row, type Grid, type Rgb } from './design-grid';

/** Two samples closer than this are the same colour (JPEG noise, anti-aliasing). */
export const SAME = 12;
/** A block "differs clearly" from the page when its colour is at least this far away. */
export const CLEAR = 24;
/** A panel (sidebar, band) may be a pale tint of the page: this far from it is enough. */
export const TINT = 10;

/** The integers from `from` up to (not including) `to`. */
export const range = (from: number, to: number) =>
  [...Array(Math.max(0, to - from)).keys()].map((i) => i + from);

/** The page colour: the commonest of the columns' own commonest colours. */
export function pageColour(g: Grid): Rgb {
  const modes = range(0, g.w).map((x) => ({ colour: modeOf(column(g, x), SAME).colour, count: 1 }));
  return mergeNear(modes, SAME)[0]?.colour ?? [255, 255, 255];
}

interface Run {
  /** Cells from the edge to the far end of the block (margin included). */
  extent: number;
  colour: Rgb;
}

/**
 * A block of one colour, unlike the page, starting at most 3% in from an edge: `modes` are the
 * per-line modes ordered from that edge. Lines count only where that colour covers `minShare`.
 */
function edgeRun(
  modes: { colour: Rgb; share: number }[],
  page: Rgb,
  minShare: number,
  /** A header band may change tone (a name block over a contact strip): any fill continues it. */
  anyFill = false,
): Run | null {
  let start = 0;
  const margin = Math.floor(modes.length * 0.03);
  while (start < margin && distance(modes[start]!.colour, page) < TINT) start += 1;
  const first = modes[start];
  if (!first || distance(first.colour, page) < TINT || first.share < minShare) return null;
  let end = start;
  while (
    end < modes.length &&
    (anyFill
      ? // Dense text may hide most of a band's row; its commonest colour is still the fill.
        distance(modes[end]!.colour, page) >= TINT
      : modes[end]!.share >= minShare && distance(modes[end]!.colour, first.colour) <= CLEAR)
  ) {
    end += 1;
  }
  return { extent: end, colour: first.colour };
}

export interface Sidebar {
  side: 'left' | 'right';
  /** Grid columns it covers from its edge. */
  width: number;
  colour: Rgb;
}

/** A strip 15-45% wide at the left or right whose colour fills most of its height. */
export function findSidebar(g: Grid, page: Rgb): Sidebar | null {
  const modes = range(0, g.w).map((x) => modeOf(column(g, x), SAME));
  const found: Sidebar[] = [];
  for (const side of ['left', 'right'] as const) {
    const run = edgeRun(side === 'left' ? modes : [...modes].reverse(), page, 0.5);
    const share = run ? run.extent / g.w : 0;
    if (run && share >= 0.15 && share <= 0.45) found.push({ side, width: run.extent, colour: run.colour });
  }
  return found.sort((a, b) => b.width - a.width)[0] ?? null;
}

/** Columns outside the sidebar: where headers and body text live. */
export function mainColumns(g: Grid, sidebar: Sidebar | null): number[] {
  if (!sidebar) return range(0, g.w);
  return sidebar.side === 'left' ? range(sidebar.width, g.w) : range(0, g.w - sidebar.width);
}

export interface HeaderBand {
  /** Grid rows it covers from the top. */
  rows: number;
  colour: Rgb;
}

/** Rows of a uniform colour unlike the page, from the top, 5-30% of the height. */
export function findHeaderBand(g: Grid, page: Rgb, cols: number[]): HeaderBand | null {
  const modes = range(0, g.h).map((y) => {
    const line = row(g, y);
    return modeOf(
      cols.map((x) => line[x]!),
      SAME,
    );
  });
  // A name, contacts and a photo may cover most of a band's rows: a third in band colour is enough.
  const run = edgeRun(modes, page, 0.35, true);
  const share = run ? run.extent / g.h : 0;
  return run && share >= 0.04 && share <= 0.3 ? { rows: run.extent, colour: run.colour } : null;
}

/**
 * Which grid cells hold anything but page colour, judged on every pixel of the cell (a grid
 * sample can fall between the strokes of a line of text).
 */
export function inkMap(img: RgbaImage, g: Grid, page: Rgb): boolean[] {
  const ink = new Array<boolean>(g.w * g.h).fill(false);
  for (let y = 0; y < img.height; y += 1) {
    const gy = Math.min(g.h - 1, Math.floor((y * g.h) / img.height));
    for (let x = 0; x < img.width; x += 1) {
      const cell = gy * g.w + Math.min(g.w - 1, Math.floor((x * g.w) / img.width));
      if (ink[cell]) continue;
      const i = (y * img.width + x) * 4;
      const a = img.data[i + 3]! / 255;
      const paper = 255 * (1 - a);
      const dr = img.data[i]! * a + paper - page[0];
      const dg = img.data[i + 1]! * a + paper - page[1];
      const db = img.data[i + 2]! * a + paper - page[2];
      if (dr * dr + dg * dg + db * db > CLEAR * CLEAR) ink[cell] = true;
    }
  }
  return ink;
}

export interface Gutter {
  /** First and last-plus-one grid column of the empty strip, as indexes into the grid. */
  from: number;
  to: number;
}

/**
 * A body in two columns: in the middle 20-80% of the main area, a strip at least one cell wide
 * that is empty in nearly every body row, with text on both sides of it. The widest such strip.
 */
export function findGutter(g: Grid, ink: boolean[], cols: number[], bodyRows: number[]): Gutter | null {
  if (cols.length < 10 || bodyRows.length < 10) return null;
  const inkShare = (x: number) => bodyRows.filter((y) => ink[y * g.w + x]).length / bodyRows.length;
  const rowsWithInk = (xs: number[]) =>
    bodyRows.filter((y) => xs.some((x) => ink[y * g.w + x])).length / bodyRows.length;
  const lo = Math.floor(cols.length * 0.2);
  const hi = Math.ceil(cols.length * 0.8);
  let best: Gutter | null = null;
  for (let i = lo; i < hi; i += 1) {
    let j = i;
    while (j < hi && inkShare(cols[j]!) <= 0.015) j += 1;
    const sides = j - i >= 1 && rowsWithInk(cols.slice(0, i)) >= 0.25 && rowsWithInk(cols.slice(j)) >= 0.25;
    if (sides && (!best || j - i > best.to - best.from)) best = { from: cols[i]!, to: cols[j - 1]! + 1 };
    i = j;
  }
  return best;
}

/** Whether the gutter's columns are empty in these rows too (the column runs up beside the name). */
export function gutterClear(g: Grid, ink: boolean[], gutter: Gutter, rows: number[]): boolean {
  if (!rows.length) return true;
  const xs = [...Array(gutter.to - gutter.from).keys()].map((i) => i + gutter.from);
  return xs.some((x) => rows.filter((y) => ink[y * g.w + x]).length / rows.length <= 0.015);
}
