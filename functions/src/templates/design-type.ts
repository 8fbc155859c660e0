/**
 * The typography of a design, read from the rows of its main column: how section headings are
 * marked (a thin rule, a filled band, or nothing), whether they are set in capitals, the line
 * spacing, the side margin and whether the name is centred. Each reader works on one region and
 * the colour behind it, so a sidebar or header band never counts as text.
 */
import type { DesignTokens } from '@/domain/templates/clone/design-tokens';
import { distance, type Rgb } from './design-grid';
import { CLEAR } from './design-layout';
import type { Box, Pixels } from './design-pixels';

/** A heading rule or band spans at least this share of the column. */
const RULE_SPAN = 0.35;

export interface Line {
  top: number;
  /** Exclusive. */
  bottom: number;
}

/** Per row of the region: how many pixels differ from the background. */
function inkRows(px: Pixels, r: Box, bg: Rgb, skip: (x: number, y: number) => boolean): number[] {
  const out: number[] = [];
  for (let y = r.y0; y < r.y1; y += 1) {
    let n = 0;
    for (let x = r.x0; x < r.x1; x += 1) if (!skip(x, y) && px.differs(x, y, bg, CLEAR)) n += 1;
    out.push(n);
  }
  return out;
}

/** Runs of rows with ink, as text lines (region coordinates made absolute). */
export function textLines(rows: number[], y0: number): Line[] {
  const lines: Line[] = [];
  let top = -1;
  rows.forEach((n, i) => {
    if (n > 0 && top < 0) top = i;
    if (n === 0 && top >= 0) {
      lines.push({ top: y0 + top, bottom: y0 + i });
      top = -1;
    }
  });
  if (top >= 0) lines.push({ top: y0 + top, bottom: y0 + rows.length });
  return lines;
}

/** The longest run of one colour unlike the background on a row. */
function longestRun(px: Pixels, r: Box, y: number, bg: Rgb): number {
  let best = 0;
  let len = 0;
  let colour: Rgb | null = null;
  for (let x = r.x0; x < r.x1; x += 1) {
    const c = px.at(x, y);
    if (distance(c, bg) > CLEAR && (colour === null || distance(c, colour) < 40)) {
      colour ??= c;
      len += 1;
      best = Math.max(best, len);
    } else {
      len = 0;
      colour = null;
    }
  }
  return best;
}

export interface HeadingMarks {
  rules: Line[];
  bands: Line[];
}

/** Thin full-width rules and thicker filled bands across the column. */
export function headingMarks(px: Pixels, r: Box, bg: Rgb): HeadingMarks {
  const span = (r.x1 - r.x0) * RULE_SPAN;
  const long = textLines(
    Array.from({ length: r.y1 - r.y0 }, (_, i) => (longestRun(px, r, r.y0 + i, bg) >= span ? 1 : 0)),
    r.y0,
  );
  const h = px.height;
  return {
    rules: long.filter((l) => l.bottom - l.top <= Math.max(3, h * 0.006)),
    bands: long.filter((l) => l.bottom - l.top >= h * 0.012 && l.bottom - l.top <= h * 0.05),
  };
}

/**
 * Capitals fill a line from its top; lower case leaves the top (ascender) zone mostly empty.
 * The ratio of the top quarter's ink to the middle's, for one line.
 */
function capsRatio(px: Pixels, r: Box, line: Line, bg: Rgb): number {
  const rows = inkRows(px, { ...r, y0: line.top, y1: line.bottom }, bg, () => false);
  const mean = (from: number, to: number) => {
    const part = rows.slice(
      Math.floor(rows.length * from),
      Math.max(Math.floor(rows.length * from) + 1, Math.floor(rows.length * to)),
    );
    return part.reduce((a, b) => a + b, 0) / Math.max(1, part.length);
  };
  const mid = mean(0.4, 0.75);
  return mid > 0 ? mean(0, 0.25) / mid : 0;
}

/** The text line just above a rule (the heading it underlines), if it is near. */
function lineAbove(lines: Line[], rule: Line, h: number): Line | null {
  const above = lines.filter((l) => l.bottom <= rule.top && rule.top - l.bottom <= h * 0.02);
  return above.at(-1) ?? null;
}

export function headingStyle(px: Pixels, r: Box, bg: Rgb, lines: Line[]): DesignTokens['heading'] {
  const marks = headingMarks(px, r, bg);
  const decoration =
    marks.bands.length >= 2 && marks.bands.length >= marks.rules.length
      ? 'band'
      : marks.rules.length >= 2
        ? 'rule'
        : 'none';
  const headingLines =
    decoration === 'rule'
      ? marks.rules.map((rule) => lineAbove(lines, rule, px.height)).filter((l): l is Line => l !== null)
      : [];
  const ratios = headingLines
    .filter((l) => l.bottom - l.top >= 5)
    .map((l) => capsRatio(px, r, l, bg))
    .sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)];
  return { decoration, caps: median !== undefined && median >= 0.6 };
}

/** The usual distance between the tops of lines in a paragraph, as a share of the page height. */
export function density(lines: Line[], pageHeight: number): DesignTokens['density'] {
  const pitches: number[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    const height = a.bottom - a.top;
    if (height >= 4 && b.top - a.top <= height * 2.6) pitches.push(b.top - a.top);
  }
  if (pitches.length < 4) return 'normal';
  const sorted = pitches.sort((x, y) => x - y);
  const pitch = sorted[Math.floor(sorted.length / 2)]! / pageHeight;
  return pitch < 0.0145 ? 'compact' : pitch > 0.0185 ? 'airy' : 'normal';
}

/** Where the body text starts from the region's left edge, as a share of the page width. */
export function leftMargin(px: Pixels, r: Box, bg: Rgb, skip: (x: number, y: number) => boolean): number {
  const rows = r.y1 - r.y0;
  for (let x = r.x0; x < r.x1; x += 1) {
    let n = 0;
    for (let y = r.y0; y < r.y1; y += 2) if (!skip(x, y) && px.differs(x, y, bg, CLEAR)) n += 1;
    if (n * 2 >= rows * 0.03) return (x - r.x0) / px.width;
  }
  return 0.08;
}

/** A line is centred when its ink leaves equal room both sides, and plenty of it. */
export function centred(px: Pixels, r: Box, line: Line, bg: Rgb): boolean {
  let left = r.x1;
  let right = r.x0;
  for (let y = line.top; y < line.bottom; y += 1)
    for (let x = r.x0; x < r.x1; x += 1)
      if (px.differs(x, y, bg, CLEAR)) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  const w = r.x1 - r.x0;
  const before = left - r.x0;
  const after = r.x1 - 1 - right;
  return before > w * 0.15 && Math.abs(before - after) < w * 0.08;
}

export function linesOf(
  px: Pixels,
  r: Box,
  bg: Rgb,
  skip: (x: number, y: number) => boolean = () => false,
): Line[] {
  return textLines(inkRows(px, r, bg, skip), r.y0);
}
