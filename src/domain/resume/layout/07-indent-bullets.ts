/**
 * Layout step 7: bullets drawn as shapes. Browsers and design tools often paint list markers
 * as vector dots, so the text carries no "•" and the role parser would read each bullet as a
 * new role. A line that starts a little right of the line it hangs under (by 0.6 to 3 font
 * sizes), at an x other lines share (bullets align; centred text does not), is marked as a
 * bullet. A wrapped bullet's lower-case continuation is left as is: the parser joins it.
 */
import { detectHeading } from '../headings';
import { isDateCell } from './05-date-column';
import { lineOf, lineText, type PositionedLine } from './model';
import { SAME_GAP } from './07-wrapped-lines';

const LOOK_BACK = 8;

/** What leads a list entry: a bullet glyph, a bracketed label ("[p.9]", "[3]"), a number ("3."). */
const MARKER_RE = /^(?:[•●○◦▪■*–-]|\[[^\]\s]{1,8}\]|\(?\d{1,3}[.)])$/;

/** A line that opens with a bullet glyph and a space in its own text ("• Migrated …"). */
const LED_BY_MARKER_RE = /^[•●○◦▪■‣⁃∙·]\s+\S/;

const centre = (l: PositionedLine) => (l.x + l.xEnd) / 2;

/**
 * Text set flush right (a sidebar ranged right): the lines that end at this line's right edge
 * start at ragged left edges, no one edge holding a third of them. Justified text, whose lines
 * also share a right edge, starts most of them at one edge or two (the text's and its bullets').
 */
function flushRight(lines: PositionedLine[], line: PositionedLine): boolean {
  const edge = lines.filter((l) => l.page === line.page && Math.abs(l.xEnd - line.xEnd) <= 1);
  if (edge.length < 5) return false;
  const starts = new Map<number, number>();
  for (const l of edge) starts.set(Math.round(l.x / 2), (starts.get(Math.round(l.x / 2)) ?? 0) + 1);
  return Math.max(...starts.values()) < edge.length / 3;
}

/**
 * The line right above decides the cases that only look indented: a wrapped bullet's next line
 * ("…resulting in a" / "40% increase…"), whose first word would not have fitted on the line
 * above or which starts where the text after the marker above starts, centred text (a sidebar's
 * "CodeAcademy" / "2020"), whose centre is the line above's, and text set flush right, whose
 * right edge is.
 */
function continuesOrCentred(lines: PositionedLine[], i: number): boolean {
  const line = lines[i]!;
  const prev = lines[i - 1];
  if (!prev || prev.page !== line.page || prev.y - line.y > 3 * line.size) return false;
  // Under a line led by a marker (a bullet glyph, "[p.9]", "3."), a line starting where the
  // text after the marker starts is its wrapped tail (a hanging indent).
  const pieces = prev.segments[0]!.pieces;
  if (
    pieces &&
    pieces.length > 1 &&
    MARKER_RE.test(pieces[0]!.text.trim()) &&
    Math.abs(pieces[1]!.x - line.x) <= 1 &&
    prev.y - line.y <= 1.8 * line.size
  )
    return true;
  // "• Migrated forty services to … Cloud" / "Native workloads…": a marker drawn in one run with
  // its text (Chrome's "• " before a hanging indent); a line starting just right of it, about a
  // marker and a space in, is its wrapped tail.
  const indent = line.x - prev.x;
  if (
    LED_BY_MARKER_RE.test(lineText(prev)) &&
    indent >= 0.3 * line.size &&
    indent <= 1.5 * line.size &&
    prev.y - line.y <= 1.8 * line.size
  )
    return true;
  if (Math.abs(prev.x - line.x) > 1 && Math.abs(centre(prev) - centre(line)) < 1.5) return true;
  if (Math.abs(prev.xEnd - line.xEnd) <= 1 && flushRight(lines, line)) return true;
  if (prev.y - line.y > 1.8 * line.size) return false;
  if (Math.abs(prev.x - line.x) > 1 || /[.!?:;]$/.test(lineText(prev))) return false;
  const right = Math.max(
    ...lines.filter((l) => l.page === line.page && Math.abs(l.x - line.x) <= 1).map((l) => l.xEnd),
  );
  const firstWord = lineText(line).split(/\s/)[0] ?? '';
  return prev.xEnd + (firstWord.length + 1) * 0.5 * line.size > right - 1;
}

export function markIndentedBullets(lines: PositionedLine[]): PositionedLine[] {
  return markListUnderHeading(markHangingBullets(lines), lines);
}

/**
 * Under a skills heading, lines that start where the page's bullets start (right of the heading's
 * edge) are list items drawn with shape markers too ("• Python, SQL, Airflow" / "• dbt, Looker"):
 * each opens an item of its own, not a list wrapped mid-item. Nothing above the heading marks them,
 * so the bullets found elsewhere on the page do, and only where the page sets items further apart
 * than the lines of one item: a line the tightest leading sets under the one above goes on its
 * item. With one leading on the page nothing tells an item from a wrap, and the parser decides.
 */
function markListUnderHeading(marked: PositionedLine[], lines: PositionedLine[]): PositionedLine[] {
  const bulletX = new Set(marked.flatMap((l, i) => (l !== lines[i] ? [`${l.page}:${Math.round(l.x)}`] : [])));
  const atBullets = (l: PositionedLine) =>
    [-1, 0, 1].some((d) => bulletX.has(`${l.page}:${Math.round(l.x) + d}`));
  const out = [...marked];
  for (const run of skillRuns(lines)) {
    const items = run.filter((i) => lines[i] === marked[i] && lines[i]!.segments.length === 1);
    if (!items.length) continue;
    const heading = lines[run[0]! - 1]!;
    // The page's tightest leading at the list's edge: lines of one item stand that far apart.
    const edge = (l: PositionedLine) => l.page === heading.page && Math.abs(l.x - lines[run[0]!]!.x) <= 1;
    const gaps = lines.flatMap((l, i) =>
      i > 0 && edge(l) && edge(lines[i - 1]!) ? [lines[i - 1]!.y - l.y] : [],
    );
    const tight = Math.min(...gaps.filter((g) => g > 0));
    if (!gaps.some((g) => g > SAME_GAP * tight)) continue;
    for (const i of items) {
      const line = lines[i]!;
      const first = line.segments[0]!;
      if (line.x - heading.x < 0.6 * line.size || !atBullets(line) || LED_BY_MARKER_RE.test(first.text))
        continue;
      const gap = i === run[0] ? Infinity : lines[i - 1]!.y - line.y;
      if (gap > SAME_GAP * tight) out[i] = lineOf(line.page, [{ ...first, text: `• ${first.text}` }]);
    }
  }
  return out;
}

/** The lines under each skills heading, on its page, up to the next heading: their indices. */
function skillRuns(lines: PositionedLine[]): number[][] {
  const runs: number[][] = [];
  let heading: PositionedLine | null = null;
  for (const [i, line] of lines.entries()) {
    const found = detectHeading(lineText(line));
    if (found) {
      heading = found.kind === 'skills' && found.inline === null ? line : null;
      if (heading) runs.push([]);
    } else if (heading && line.page === heading.page) runs.at(-1)!.push(i);
  }
  return runs.filter((r) => r.length > 0);
}

function markHangingBullets(lines: PositionedLine[]): PositionedLine[] {
  const shared = new Map<number, number>();
  for (const l of lines) shared.set(Math.round(l.x), (shared.get(Math.round(l.x)) ?? 0) + 1);
  const aligned = (x: number) =>
    (shared.get(Math.round(x)) ?? 0) +
      (shared.get(Math.round(x) - 1) ?? 0) +
      (shared.get(Math.round(x) + 1) ?? 0) >=
    2;
  return lines.map((line, i) => {
    const first = line.segments[0]!;
    // A row with a second segment (dates, a location at the right) is a role header, not a bullet.
    if (line.segments.length > 1 || !/^[\p{Lu}\d]/u.test(first.text) || !aligned(line.x)) return line;
    // A heading indented past a margin label above it ("Languages" under "Software    SAP") stays one,
    // and dates alone on their line are an entry's, not a bullet's.
    if (detectHeading(first.text) || isDateCell(first.text)) return line;
    if (continuesOrCentred(lines, i)) return line;
    for (let j = i - 1; j >= Math.max(0, i - LOOK_BACK); j -= 1) {
      const prev = lines[j]!;
      if (prev.page !== line.page) break;
      // Nothing under a heading hangs from a line above that heading.
      if (detectHeading(lineText(prev))) break;
      const indent = line.x - prev.x;
      if (indent > 3 * line.size) break;
      // Dates alone on their line at this line's edge open the entry it belongs to.
      if (indent < 0.6 * line.size && isDateCell(lineText(prev))) break;
      if (indent < 0.6 * line.size) continue;
      // Entries indented under their section heading are not bullets.
      if (!aligned(prev.x) || detectHeading(lineText(prev))) break;
      return lineOf(line.page, [{ ...first, text: `• ${first.text}` }, ...line.segments.slice(1)]);
    }
    return line;
  });
}
