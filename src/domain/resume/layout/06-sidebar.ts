/**
 * Layout step 6: a page in two columns (a sidebar beside the main column) is read one column
 * at a time, so a section never interleaves with the one beside it. Lines that cross the gutter
 * (the name across the top, a full-width rule of text) stay where they are and cut the page
 * into blocks. Right-aligned dates and locations also leave a gutter, but they belong to their
 * row: a side counts as a column only when it holds headings or lines of its own.
 */
import { detectHeading } from '../headings';
import { datesOnly, isDateCell } from './05-date-column';
import { crosses, findGutters, sideOf } from './04-gutters';
import { isHeadingMargin, readHeadingMargin } from './06-heading-margin';
import { lineOf, lineText, type PositionedLine, type Segment } from './model';
import { rowBands, type Split } from './06-row-bands';

const isHeading = (text: string): boolean => detectHeading(text) !== null && text.length <= 40;

/** Lines set across two columns side by side: a headline or a summary under the name. */
const ACROSS = 1;

/**
 * The narrow side of gutter g is the one that holds less text (a sidebar of short lines may hold
 * more lines than the main column beside it).
 */
function narrowSide(lines: readonly PositionedLine[], g: number): 'left' | 'right' {
  const text = (side: 'left' | 'right') =>
    lines
      .filter((l) => !crosses(l, g))
      .reduce(
        (n, l) => n + l.segments.filter((s) => sideOf(s, g) === side).reduce((m, s) => m + s.text.length, 0),
        0,
      );
  return text('left') <= text('right') ? 'left' : 'right';
}

/** Whether the narrower side of gutter g is a column of its own rather than row annotations. */
function isColumn(lines: readonly PositionedLine[], g: number, top: number, bottom: number): boolean {
  const sides = { left: [] as PositionedLine[], right: [] as PositionedLine[] };
  let crossing = 0;
  for (const l of lines) {
    if (crosses(l, g)) crossing += 1;
    else {
      if (l.segments.some((s) => sideOf(s, g) === 'left')) sides.left.push(l);
      if (l.segments.some((s) => sideOf(s, g) === 'right')) sides.right.push(l);
    }
  }
  if (sides.left.length < 3 || sides.right.length < 3 || crossing > 0.25 * lines.length) return false;
  const narrow = narrowSide(lines, g);
  const cells = sides[narrow].flatMap((l) => l.segments.filter((s) => sideOf(s, g) === narrow));
  if (narrow === 'left' && runsAcross(lines, g, sides.left)) return false;
  // A date column's cells, a place under a date or after it included (05-date-column.ts), annotate rows.
  const dated = (cs: typeof cells) => cs.filter((c) => datesOnly([c])).length;
  if (dated(cells) >= 0.5 * cells.length) return false;
  // So do they where the narrow side shares its rows with the wide one: dates beside the roles,
  // whatever short lines (a skills list, headings) stand alone on that side above and below.
  const wide = narrow === 'left' ? 'right' : 'left';
  const shared = sides[narrow]
    .filter((l) => l.segments.some((s) => sideOf(s, g) === wide))
    .flatMap((l) => l.segments.filter((s) => sideOf(s, g) === narrow));
  if (shared.length >= 2 && dated(shared) >= 0.5 * shared.length) return false;
  const headings = cells.filter((c) => isHeading(c.text)).length;
  // Two columns side by side, at most a line set across the gutter, each opening a section of
  // its own: the side with less text may be the main column (a short one beside a long sidebar).
  const wideHeadings = sides[wide].filter((l) =>
    l.segments.some((s) => sideOf(s, g) === wide && isHeading(s.text)),
  ).length;
  if (headings >= 1 && wideHeadings >= 2 && crossing <= ACROSS) return true;
  if (wideHeadings === 0 && opensAcross(lines, g, narrow)) return false;
  // Both sides run a good part of the page, unless the narrow one holds sections of its own (a
  // short sidebar of skills and languages beside a long main column).
  const span = (ls: PositionedLine[]) => ls[0]!.y - ls.at(-1)!.y;
  if (headings < 2 && Math.min(span(sides.left), span(sides.right)) < 0.25 * (top - bottom)) return false;
  const alone = sides[narrow].filter((l) => l.segments.every((s) => sideOf(s, g) === narrow)).length;
  return headings >= 2 || (headings >= 1 && alone >= 0.3 * cells.length) || alone >= 0.5 * cells.length;
}

/**
 * Whether lines of the page's text run on across the gutter from the left side's own edge, two
 * or more of them between its first and last lines (a paragraph, bullets): the left side is
 * then the start of a one-column page's lines (headings, titles, the first column of a skills
 * grid), no column of its own. A sidebar's lines never run into the column beside it.
 */
function runsAcross(lines: readonly PositionedLine[], g: number, left: readonly PositionedLine[]): boolean {
  if (!left.length) return false;
  const edge = Math.min(...left.map((l) => l.x));
  const [top, bottom] = [left[0]!.y, left.at(-1)!.y];
  const across = lines.filter((l) => l.y < top && l.y > bottom && crosses(l, g) && l.x <= edge + l.size);
  return across.length >= 2;
}

/**
 * Whether the narrow side's headings open sections that run on beside them: at least half are
 * followed by a line of the wide side (a date moved to its row's end aside) or one across the
 * gutter. A sidebar's heading is followed by its own items; a heading set at the left edge of a
 * one-column page, with a date column under it, by the entries beside that column.
 */
function opensAcross(lines: readonly PositionedLine[], g: number, narrow: 'left' | 'right'): boolean {
  let headings = 0;
  let across = 0;
  for (const [i, line] of lines.entries()) {
    const [only, ...rest] = line.segments;
    if (!only || rest.length || crosses(line, g) || sideOf(only, g) !== narrow || !isHeading(only.text))
      continue;
    headings += 1;
    const next = lines[i + 1];
    const own = next?.segments.filter((s) => sideOf(s, g) === narrow && !isDateCell(s.text)) ?? [];
    if (next && (crosses(next, g) || !own.length)) across += 1;
  }
  return headings >= 2 && across >= 0.5 * headings;
}

const chars = (lines: readonly PositionedLine[]): number => lines.reduce((n, l) => n + lineText(l).length, 0);

const width = (lines: readonly PositionedLine[]): number =>
  Math.max(...lines.map((l) => l.xEnd)) - Math.min(...lines.map((l) => l.x));

/** Columns this share of each other's width apart are one page set in two columns, not a sidebar. */
const EVEN_COLUMNS = 0.85;

/**
 * A page set in two even columns (CSS columns, a newspaper's flow): the right column opens with
 * no heading and in no larger type than the left's, carrying on the left column's last section,
 * and then opens sections of its own.
 */
function flowsOn(left: readonly PositionedLine[], right: readonly PositionedLine[]): boolean {
  const [l, r] = [width(left), width(right)];
  return (
    Math.min(l, r) >= EVEN_COLUMNS * Math.max(l, r) &&
    right[0]!.size <= Math.max(...left.map((x) => x.size)) &&
    right.some((x) => isHeading(lineText(x)))
  );
}

/**
 * Left column first, unless it opens with a heading while the right one opens with the name; a
 * page set in two even columns reads down the left one and on into the right (flowsOn).
 * When both open with a heading, the sidebar (the side with less text) comes first: the main
 * column is the one that runs on to the next page, whose first lines carry on its last section.
 * For the same reason a sidebar on either side is read after the main column's lines above its
 * first heading (the name and headline) and before its sections.
 */
function order({ left, right }: Split): PositionedLine[] {
  if (!left.length || !right.length) return [...left, ...right];
  const [leftHead, rightHead] = [isHeading(lineText(left[0]!)), isHeading(lineText(right[0]!))];
  if (!rightHead && flowsOn(left, right)) return [...left, ...right];
  const rightFirst = leftHead && (!rightHead || chars(right) < chars(left));
  if (rightFirst) {
    // A main column on the right that opens with the name runs on to the next page too: the
    // sidebar comes after its name and headline, before its sections.
    const firstHeading = right.findIndex((l) => isHeading(lineText(l)));
    if (rightHead || firstHeading < 0 || chars(left) >= chars(right)) return [...right, ...left];
    return [...right.slice(0, firstHeading), ...left, ...right.slice(firstHeading)];
  }
  const firstHeading = left.findIndex((l) => isHeading(lineText(l)));
  if (chars(right) >= chars(left) || firstHeading < 0) return [...left, ...right];
  return [...left.slice(0, firstHeading), ...right, ...left.slice(firstHeading)];
}

/**
 * The left side's lines with their column's right edge (`measure`): the widest line the page
 * sets left of the gutter, lines across it aside. That side shares its left edge with the lines
 * set across the page above it (the name, a headline), which would otherwise stand for its
 * measure in step 7, and a line the type wrapped there would look short. The right side's left
 * edge is its own.
 */
function measured({ left, right }: Split, edge: number): Split {
  return { left: left.map((l) => (l.xEnd <= edge ? { ...l, measure: edge } : l)), right };
}

/** The right edge of the text the page sets left of gutter g, lines across it aside. */
const leftEdge = (lines: readonly PositionedLine[], g: number): number =>
  Math.max(
    ...lines.flatMap((l) => (crosses(l, g) ? [] : l.segments.filter((s) => s.xEnd <= g).map((s) => s.xEnd))),
  );

/** How far inside the right side's own edge a row's dates stand, in ems of their type. */
const ROW_DATES_INSET = 3;

/**
 * "Goods-In Operative | Bidco Africa ... 12.2017 – 03.2020 Kisumu": the only cell on the right
 * side of a row is its dates (and place), set flush right well inside that side's own edge, where
 * a right-hand column's own lines start: the row's, not the column's.
 */
function rowDates(right: readonly Segment[], edge: number): boolean {
  const [only, ...more] = right;
  return !!only && !more.length && only.x >= edge + ROW_DATES_INSET * only.size && datesOnly(right);
}

export interface ReadColumns {
  lines: PositionedLine[];
  columns: boolean;
  /** Where a margin of headings ends on this page (its gutter), when the page has one. */
  headingMargin?: number;
  /** Its columns were read as rows of cells (06-row-bands.ts). */
  rows?: boolean;
}

/**
 * `marginBefore`: the gutter of the margin of headings on the last page before that showed one.
 * A short last page ("Skills" and "Languages" beside a few lines), or one whose roles run on
 * across the margin, shows no gutter of its own, but it keeps the pages' layout. So does a page
 * after one read as rows of cells (`rowsBefore`): a single row of them is enough there.
 */
export function readColumns(lines: PositionedLine[], marginBefore?: number, rowsBefore = false): ReadColumns {
  if (marginBefore !== undefined && isHeadingMargin(lines, marginBefore))
    return { lines: readHeadingMargin(lines, marginBefore), columns: false, headingMargin: marginBefore };
  if (lines.length < 6) return { lines, columns: false };
  const top = lines[0]!.y;
  const bottom = lines.at(-1)!.y;
  const all = findGutters(lines);
  // A margin of headings beside the text is read in place, row by row (06-heading-margin.ts).
  const margin = all.find((g) => isHeadingMargin(lines, g.x));
  // A margin of headings inside a column beside a sidebar (a date column and its section
  // headings in the main column, no line across the sidebar's gutter): the sidebar is split
  // off first, and that column's margin read in place.
  const beside =
    margin &&
    all.find((g) => g !== margin && !lines.some((l) => crosses(l, g.x)) && isColumn(lines, g.x, top, bottom));
  if (margin && !beside)
    return { lines: readHeadingMargin(lines, margin.x), columns: false, headingMargin: margin.x };
  const gutters = beside ? [beside] : all.filter((g) => isColumn(lines, g.x, top, bottom));
  if (gutters.length === 0) return { lines, columns: false };
  // The gutter fewest lines cross is the one between the columns (right-aligned dates inside
  // the main column leave a gutter that its long lines cross); of those, the one nearest the
  // middle of the text splits it most evenly.
  const mid = (Math.min(...lines.map((l) => l.x)) + Math.max(...lines.map((l) => l.xEnd))) / 2;
  const crossing = new Map(gutters.map((g) => [g, lines.filter((l) => crosses(l, g.x)).length]));
  const better = (a: (typeof gutters)[number], b: (typeof gutters)[number]) =>
    crossing.get(b)! < crossing.get(a)! ||
    (crossing.get(b) === crossing.get(a) && Math.abs(b.x - mid) < Math.abs(a.x - mid));
  const g = gutters.reduce((a, b) => (better(a, b) ? b : a)).x;
  const out: PositionedLine[] = [];
  const edge = leftEdge(lines, g);
  let block: Split = { left: [], right: [] };
  // A row's dates set into a sidebar on the right (a sidebar on the left leaves the main column's
  // dates on its own side).
  const rightEdge =
    narrowSide(lines, g) === 'right'
      ? Math.min(...lines.flatMap((l) => l.segments.filter((s) => s.x >= g).map((s) => s.x)))
      : Infinity;
  // A block that is a table of rows is read row by row, each row's left cell first (06-row-bands.ts).
  let rows = false;
  const inMargin = (side: PositionedLine[], at: 'left' | 'right') =>
    margin && margin.x < g === (at === 'left') ? readHeadingMargin(side, margin.x) : side;
  const read = (b: Split) => {
    const bands = rowBands(b, rowsBefore ? 1 : undefined);
    rows ||= bands !== null;
    const split = { left: inMargin(b.left, 'left'), right: inMargin(b.right, 'right') };
    return bands?.flatMap((row) => [...row.left, ...row.right]) ?? order(measured(split, edge));
  };
  for (const line of lines) {
    if (crosses(line, g)) {
      out.push(...read(block), line);
      block = { left: [], right: [] };
      continue;
    }
    const left = line.segments.filter((s) => s.xEnd <= g);
    const right = line.segments.filter((s) => s.x >= g);
    if (left.length && rowDates(right, rightEdge)) {
      block.left.push(line);
      continue;
    }
    if (left.length) block.left.push(lineOf(line.page, left));
    if (right.length) block.right.push(lineOf(line.page, right));
  }
  out.push(...read(block));
  return { lines: out, columns: true, rows };
}
