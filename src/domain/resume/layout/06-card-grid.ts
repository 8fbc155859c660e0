/**
 * Layout step 6f: entries set as cards in a grid inside a section (CSS `grid-template-columns:
 * 1fr 1fr` under "Education": each card a school, its dates and its degree) are read a card at a
 * time. Row by row, the cards' lines sit side by side ("Aix-Marseille Université    Institut de
 * Formation en Soins Infirmiers de" / "Nov 2013 - Dec 2016    Rennes"), and once one card's line
 * wraps, a row pairs a field of one card with another field of the next. The grid shows as a
 * block of rows whose cells each lie in one of its first row's columns (from the column's edge,
 * an indent allowed, to the next column's edge); a blank across the block parts one row of cards
 * from the next. A row of cards is
 * read a column at a time when every card in it holds a line of dates alone (each a dated
 * entry): a table of short cells ("English    German" / "Native    Fluent"), a header beside
 * its dates and a column of dates beside its entries are read row by row, and so is a grid that
 * opens its page (a page break cut its cards).
 */
import { detectHeading } from '../headings';
import { datesOnly } from './05-date-column';
import { withMeasure } from './06-heading-row';
import { SAME_EDGE } from './07-wrapped-lines';
import { lineOf, lineText, readBlocks, type PositionedLine, type Segment } from './model';

/** A grid's consecutive rows stand at most this many sizes apart (a blank between rows of cards included). */
const ROW_GAP = 3;
/** A blank this many of the grid's usual line pitches tall parts two rows of cards. */
const CARD_BLANK = 1.6;

/** The column of `edges` a cell lies in (from its edge, an indent allowed, to the next edge), or -1. */
function columnOf(cell: Segment, edges: readonly number[]): number {
  const k = edges.findLastIndex((x) => cell.x >= x - SAME_EDGE);
  return k >= 0 && (k + 1 === edges.length || cell.xEnd < edges[k + 1]!) ? k : -1;
}

/** Every cell of the line lies in a column of its own, left to right. */
function keepsToColumns(line: PositionedLine, edges: readonly number[]): boolean {
  let last = -1;
  for (const cell of line.segments) {
    const k = columnOf(cell, edges);
    if (k <= last) return false;
    last = k;
  }
  return true;
}

/** A line of one cell that names a section closes the grid above it. */
const isHeadingLine = (line: PositionedLine): boolean =>
  line.segments.length === 1 && detectHeading(lineText(line)) !== null;

/** The usual distance between the baselines of the block's consecutive lines. */
function pitch(block: readonly PositionedLine[]): number {
  const gaps = block
    .slice(1)
    .map((l, i) => block[i]!.y - l.y)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

/** The block's rows of cards: runs of lines parted by a blank taller than its usual pitch. */
function rowsOfCards(block: readonly PositionedLine[]): PositionedLine[][] {
  const blank = CARD_BLANK * pitch(block);
  const rows: PositionedLine[][] = [];
  block.forEach((line, i) => {
    if (i === 0 || block[i - 1]!.y - line.y > blank) rows.push([]);
    rows.at(-1)!.push(line);
  });
  return rows;
}

/**
 * The row's cards a column at a time, when at least two columns hold a card and each card is a
 * dated entry (a line of dates alone and a line of more: a range a header's wrap cut in two is
 * no card); else null.
 */
function readCards(row: readonly PositionedLine[], edges: readonly number[]): PositionedLine[] | null {
  const columns: Segment[][] = edges.map(() => []);
  for (const line of row) for (const cell of line.segments) columns[columnOf(cell, edges)]!.push(cell);
  const cards = columns.filter((cells) => cells.length > 0);
  const dated = (cells: Segment[]) => cells.some((c) => datesOnly([c])) && cells.some((c) => !datesOnly([c]));
  if (cards.length < 2 || !cards.every(dated)) return null;
  const page = row[0]!.page;
  return cards.flatMap((cells) => withMeasure(cells.map((c) => lineOf(page, [c]))));
}

/** The grid opening at line `i`: the line after it and its lines as they read, or null when no row of it is read by card. */
function gridBlock(
  lines: readonly PositionedLine[],
  i: number,
): { end: number; read: PositionedLine[] } | null {
  const first = lines[i]!;
  if (first.segments.length < 2) return null;
  const edges = first.segments.map((s) => s.x);
  if (!keepsToColumns(first, edges)) return null;
  let end = i + 1;
  for (; end < lines.length; end++) {
    const [line, above] = [lines[end]!, lines[end - 1]!];
    const gap = above.y - line.y;
    if (line.page !== first.page || gap <= 0 || gap > ROW_GAP * above.size) break;
    if (isHeadingLine(line) || !keepsToColumns(line, edges)) break;
  }
  // A grid that opens its page may go on from the page before, the break cutting its cards
  // (their first lines on that page): its rows stay as they are.
  if (i === 0 || lines[i - 1]!.page !== first.page) return { end, read: lines.slice(i, end) };
  let carded = false;
  const read = rowsOfCards(lines.slice(i, end)).flatMap((row) => {
    const cards = readCards(row, edges);
    carded ||= cards !== null;
    return cards ?? row;
  });
  return carded ? { end, read } : null;
}

export function readCardGrid(lines: PositionedLine[]): PositionedLine[] {
  return readBlocks(lines, gridBlock);
}
