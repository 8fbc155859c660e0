/**
 * Layout step 6a: section headings set in a left margin beside the text ("Experience" on the
 * row of the first employer, the text indented past it; Reactive Resume, LaTeX "cv" styles).
 * The margin is no sidebar: it holds nothing but short headings, each on the row of a line of
 * the main column (a long one wrapped onto the rows below: "Academic" / "Experience"), so each
 * heading opens its row's section and is read in place, just before that row, instead of as a
 * column of its own after the page. A Europass CV sets each entry's dates in the same margin,
 * on the entry's first row, and its headings alone on their rows: a date cell there moves to the
 * end of its row, the shape the experience parser reads. Its personal details are a table in
 * the same margin: a field's label ("Address", "Surname / First name") on the row of its value,
 * which stays one line ("Address    Leeds, UK"), the shape the contact parser reads. A mark
 * alone in the margin ("▷" beside each entry, ecv) flags its row and is dropped.
 */
import { detectHeading } from '../headings';
import { labelOnly } from '../parse-contact';
import { crosses, sideOf } from './04-gutters';
import { isDateCell } from './05-date-column';
import { lineOf, type PositionedLine, type Segment } from './model';

/** A margin cell that may be a heading: a few words, no digits, no contact details. */
const shortLabel = (text: string): boolean =>
  text.length <= 40 && text.split(/\s+/).length <= 5 && !/[\d@/]/.test(text);

interface MarginCell {
  /** Index of the row the cell (or the first row of a wrapped heading) sits on. */
  row: number;
  text: string;
  date: boolean;
  /** A contact field's label on the row of its value. */
  field: boolean;
  /** A mark alone (a glyph, no letter or digit: "▷") that flags its row's entry. */
  mark: boolean;
  /** The cell's row also holds main-column text. */
  shared: boolean;
  /** Rows the heading wrapped onto, after the first. */
  more: number[];
  /** The face of the cell's first line. */
  style?: string;
}

const leftOf = (l: PositionedLine, g: number): Segment[] => l.segments.filter((s) => sideOf(s, g) === 'left');
const rightOf = (l: PositionedLine, g: number): Segment[] =>
  l.segments.filter((s) => sideOf(s, g) !== 'left');

/** The margin's cells, a heading wrapped onto the rows just below joined into one. */
function marginCells(lines: readonly PositionedLine[], g: number): MarginCell[] | null {
  const cells: MarginCell[] = [];
  for (const [i, line] of lines.entries()) {
    if (crosses(line, g)) continue;
    const left = leftOf(line, g);
    if (!left.length) continue;
    if (left.length > 1) return null;
    const text = left[0]!.text;
    const shared = rightOf(line, g).length > 0;
    const prev = cells.at(-1);
    const lastRow = prev ? (prev.more.at(-1) ?? prev.row) : -1;
    // The margin's next line: rows of the main column alone may fall between when the margin
    // is set in larger type on its own line spacing.
    const below = prev && lastRow >= 0 && lines[lastRow]!.y - line.y <= 1.6 * line.size;
    // A label's cell is no heading's first line unless the two read as one ("Industry" /
    // "Experience"). A heading the margin's width cut in two ("Istruzione e" / "formazione";
    // "Experiencia" / "laboral", a heading already but its tail none, in the same face) goes on
    // even on a row the main column shares.
    const joined = `${prev?.text} ${text}`;
    const found = detectHeading(joined);
    const heading = found !== null;
    const wraps = !prev?.field || heading;
    const tail = detectHeading(text) === null && left[0]!.style === prev?.style;
    // "Professional Skills" / "Summary": the whole names the section its first line names.
    const sameKind = !!found && !!prev && detectHeading(prev.text)?.kind === found.kind;
    const cut = heading && !!prev && (detectHeading(prev.text) === null || tail || sameKind);
    if (prev && below && wraps && !prev.date && !isDateCell(text) && (!shared || cut)) {
      prev.text = joined;
      prev.field = false;
      prev.more.push(i);
      continue;
    }
    // A field's label stands before its value, not before another label ("Location" beside
    // "Region    Bayern" heads the row).
    const field = shared && labelOnly(text) && !labelOnly(rightOf(line, g)[0]!.text);
    const mark = shared && !/[\p{L}\p{N}]/u.test(text);
    cells.push({
      row: i,
      text,
      date: isDateCell(text),
      field,
      mark,
      shared,
      more: [],
      style: left[0]!.style,
    });
  }
  return cells;
}

/** The cells of the left side of gutter g when it is a margin of headings (see above), or null. */
function headingMargin(lines: readonly PositionedLine[], g: number): MarginCell[] | null {
  const all = marginCells(lines, g);
  // The contact details set in the margin above the first heading are the header's, read where
  // they stand; the margin of headings starts at its first heading.
  const first = all?.findIndex((c) => !c.date && detectHeading(c.text) !== null) ?? -1;
  const cells = first < 0 ? null : all!.slice(first);
  if (!cells || cells.length < 2) return null;
  const labels = cells.filter((c) => !c.date && !c.field && !c.mark);
  if (!labels.every((c) => shortLabel(c.text))) return null;
  // A date cell belongs to the main column's row beside it, or stands under a heading in its cell.
  if (cells.some((c, i) => c.date && !c.shared && dateRow(lines, cells, i, g) === null)) return null;
  const known = labels.filter((c) => detectHeading(c.text) !== null).length;
  // Headings alone on their rows are a sidebar's unless the margin also holds dates or fields'
  // labels, or holds nothing but headings (a sidebar has content under its headings; moderncv's
  // margin has none).
  const onlyHeadings = known === labels.length;
  const annotated = cells.some((c) => c.date || c.field || c.mark);
  if (!annotated && !labels.every((c) => c.shared) && !onlyHeadings) return null;
  return known >= 2 && known >= 0.6 * labels.length ? cells : null;
}

export const isHeadingMargin = (lines: readonly PositionedLine[], g: number): boolean =>
  headingMargin(lines, g) !== null;

const isLabelCell = (c: MarginCell): boolean => !c.date && !c.field && !c.mark;

/** A date cell stands this many of its heading's sizes under the heading's last row, at most. */
const STACKED = 1.6;

/**
 * The row a date cell belongs to when it is stacked under a heading in the margin ("Work
 * Experience" over "2023-03-01 to Present"): the heading's row, which opens the section's first
 * entry. Null for any other date cell.
 */
function stackedOn(lines: readonly PositionedLine[], cells: readonly MarginCell[], i: number): number | null {
  const [cell, heading] = [cells[i]!, cells[i - 1]];
  if (!cell.date || !heading || !isLabelCell(heading) || !heading.shared || heading.more.length) return null;
  const above = lines[heading.row]!;
  return above.y - lines[cell.row]!.y <= STACKED * above.size ? heading.row : null;
}

/** Lines of a block stand at most this many of their sizes apart. */
const BLOCK_PITCH = 2;
/** The middle of a line's type above its baseline, in its size. */
const MID_TYPE = 0.35;
/** A block stands apart from the text above it by more than this many of its pitches. */
const APART = 1.5;
/** A cell centred on a block sits this share of the block's pitch from its middle, at most. */
const CENTRED = 0.25;

/**
 * The first row of the block of the main column a heading or date cell is centred on ("Contact"
 * set between "Email" and "Phone"): rows of the main column alone (or of the cell's own) at a
 * line's pitch, above and below the cell, whose middle is the cell's. The cell opens that block.
 * Null when the cell stands on its block's first row, the block runs on from the text above it,
 * or the cell is not centred on it.
 */
function centredOn(lines: readonly PositionedLine[], cell: MarginCell, g: number): number | null {
  const own = new Set([cell.row, ...cell.more]);
  const free = (k: number) => own.has(k) || (!crosses(lines[k]!, g) && !leftOf(lines[k]!, g).length);
  const near = (a: number, b: number) => lines[a]!.y - lines[b]!.y <= BLOCK_PITCH * lines[a]!.size;
  let [top, bottom] = [cell.row, cell.more.at(-1) ?? cell.row];
  while (top > 0 && free(top - 1) && near(top - 1, top)) top -= 1;
  while (bottom + 1 < lines.length && free(bottom + 1) && near(bottom, bottom + 1)) bottom += 1;
  if (top === cell.row) return null;
  // The block's own lines: the rows that hold main-column text.
  const main: PositionedLine[] = [];
  for (let k = top; k <= bottom; k += 1) if (rightOf(lines[k]!, g).length) main.push(lines[k]!);
  if (main.length < 2) return null;
  const mid = (l: PositionedLine) => l.y + MID_TYPE * l.size;
  const [first, last] = [main[0]!, main.at(-1)!];
  const size = lines[cell.row]!.size;
  const cellMid = (lines[cell.row]!.y + lines[cell.more.at(-1) ?? cell.row]!.y) / 2 + MID_TYPE * size;
  const pitch = (first.y - last.y) / (main.length - 1);
  // The block stands apart from the main text above it; a cell on a line of running text is
  // read where it stands.
  const above = lines.slice(0, top).findLast((l) => rightOf(l, g).length);
  if (above && above.y - first.y <= APART * pitch) return null;
  return Math.abs(cellMid - (mid(first) + mid(last)) / 2) <= CENTRED * pitch ? top : null;
}

/**
 * The row a date cell alone on its row belongs to: that of the heading it is stacked under, or
 * the first of the entry it is centred on ("2007-10-01 TO 2010-11-01" set between a school and
 * its degree). Null when it is neither.
 */
function dateRow(lines: readonly PositionedLine[], cells: readonly MarginCell[], i: number, g: number) {
  return cells[i]!.date ? (stackedOn(lines, cells, i) ?? centredOn(lines, cells[i]!, g)) : null;
}

/** A margin cell this share of its size off the baseline of the text beside it is set apart. */
const OFF_BASELINE = 0.25;

/**
 * A row whose margin cell stands off the baseline of all the main text beside it: the two
 * share a row only by being near ("2024-11-01 TO 2026-04-01" in smaller type pushed under a
 * heading, beside the entry's first bullet).
 */
function offBaseline(line: PositionedLine, g: number): boolean {
  const cell = leftOf(line, g)[0]!;
  return rightOf(line, g).every((s) => Math.abs(s.y - cell.y) > OFF_BASELINE * cell.size);
}

/**
 * Each margin heading becomes a line of its own before its row, or before the block it is centred
 * on; a margin date ends its row, or the row of the heading it is stacked under.
 */
export function readHeadingMargin(lines: readonly PositionedLine[], g: number): PositionedLine[] {
  const cells = headingMargin(lines, g) ?? [];
  const at = new Map(cells.map((c) => [c.row, c]));
  const wrapped = new Set(cells.flatMap((c) => c.more));
  const headingAt = new Map<number, MarginCell>();
  const datesAt = new Map<number, Segment>();
  for (const [i, cell] of cells.entries()) {
    if (isLabelCell(cell)) headingAt.set(centredOn(lines, cell, g) ?? cell.row, cell);
    const owner = cell.shared && !offBaseline(lines[cell.row]!, g) ? null : dateRow(lines, cells, i, g);
    if (owner !== null) datesAt.set(owner, leftOf(lines[cell.row]!, g)[0]!);
  }
  const moved = new Set(datesAt.values());
  const headingLine = (cell: MarginCell) => {
    const left = leftOf(lines[cell.row]!, g)[0]!;
    return lineOf(lines[cell.row]!.page, [{ ...left, text: cell.text, pieces: undefined }]);
  };
  return lines.flatMap((line, i) => {
    const cell = at.get(i);
    const right = rightOf(line, g);
    const before = headingAt.has(i) ? [headingLine(headingAt.get(i)!)] : [];
    const date = datesAt.get(i);
    const rest = right.length ? [lineOf(line.page, date ? [...right, date] : right)] : [];
    if (!cell && !wrapped.has(i)) return [...before, ...(date ? rest : [line])];
    if (!cell || cell.mark || isLabelCell(cell)) return [...before, ...rest];
    if (cell.field) return [...before, line];
    // A date moved to the row it belongs to leaves its own row's text.
    if (moved.has(leftOf(line, g)[0]!)) return [...before, ...rest];
    return [...before, lineOf(line.page, [...right, leftOf(line, g)[0]!])];
  });
}

/** A heading's type is at least this many times the size of the text beside it. */
const HEADING_SCALE = 1.2;

/** A known heading alone in its cell (no inline content), or null. */
const rowHeading = (seg: Segment) => {
  const found = detectHeading(seg.text);
  return found && found.inline === null ? found : null;
};

/**
 * The faces that open rows with known headings of two kinds or more ("Education", "Work"), a
 * face nothing beside them is set in: section headings are a style that repeats at section
 * starts. Labels of a skills grid ("DEVELOPMENT", "LEADERSHIP") name no section of their own.
 */
export function headingFaces(lines: readonly PositionedLine[]): Set<string> {
  const kinds = new Map<string, Set<string>>();
  for (const { segments } of lines) {
    const [first, ...rest] = segments;
    const found = first && rowHeading(first);
    if (!first?.style || !rest.length || !found || found.kind === 'other') continue;
    if (rest.some((s) => s.style === first.style)) continue;
    kinds.set(first.style, (kinds.get(first.style) ?? new Set()).add(found.kind));
  }
  return new Set([...kinds].filter(([, seen]) => seen.size >= 2).map(([face]) => face));
}

/**
 * A heading set in the margin on the row of its section's first line, where no margin of
 * headings shows (a page that holds only one; entries set back under it, across the margin):
 * it is told from a label cell ("Languages    Python") by its larger type or by its face, one
 * that opens other rows with a heading and that nothing beside them shares (on any page of the
 * document: `faces`), and becomes a line of its own before the rest of its row.
 */
export function splitRowHeadings(
  lines: readonly PositionedLine[],
  faces: ReadonlySet<string> = headingFaces(lines),
): PositionedLine[] {
  return lines.flatMap((line) => {
    const [first, ...rest] = line.segments;
    if (!first || !rest.length || !rowHeading(first)) return [line];
    const beside = Math.max(...rest.map((s) => s.size));
    const face =
      first.style !== undefined && faces.has(first.style) && rest.every((s) => s.style !== first.style);
    if (first.size < HEADING_SCALE * beside && !face) return [line];
    return [lineOf(line.page, [first]), lineOf(line.page, rest)];
  });
}
