/**
 * Layout step 5: a narrow left-hand column holding only dates ("2019 – 2021", "Jan 2020 -
 * Present") beside the role headers is not a sidebar: each date belongs to the row beside it.
 * The date moves to the end of that row ("Senior Engineer, Acme    2019 – 2021"), the shape the
 * experience parser already reads; a date broken over two lines is rejoined first.
 */
import { findDates, withoutSpan } from '../dates';
import { I18N_RANGE_WORDS } from '../dates-i18n';
import { crosses } from './04-gutters';
import { cutAt } from './02-group-lines';
import { lineOf, SEGMENT_JOIN, type PositionedLine, type Segment } from './model';

/** Month names (en, es, de, fr, pt), their short forms, and the seasons. */
const MONTHS = new Set(
  (
    'january february march april may june july august september october november december ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ene abr ago dic ' +
    'januar februar märz mai juni juli oktober dezember jän mär okt dez ' +
    'janvier février mars avril juin juillet août septembre octobre novembre décembre janv févr fév avr juil déc ' +
    'janeiro fevereiro março maio junho julho setembro outubro novembro dezembro fev set out ' +
    'spring summer fall autumn winter'
  ).split(' '),
);
/** The months and the words of a date range. */
const DATE_WORDS = new Set([
  ...MONTHS,
  ...(
    'present current currently now today ongoing to since until till date ' +
    'heute aktuell seit bis von actual actualidad actualmente presente hoy desde hasta atual atualmente hoje até ' +
    'aujourd hui depuis présent à de del a d jusqu'
  ).split(' '),
]);

/**
 * A cell made only of dates: years, months, "Present", separators, and how long they span
 * ("Avr. 2019 - Avr. 2023    4 ans").
 */
export function isDateCell(text: string): boolean {
  const t = withoutSpan(text).trim();
  if (t.length > 40 || !/(?:19|20)\d{2}|present|current|heute|actual|atual/i.test(t)) return false;
  const words = t.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.every((w) => DATE_WORDS.has(w))) return true;
  // A range in any language the dates reader knows ("2022-12 - heden", "06.2021 – obecnie"), read whole.
  const found = findDates(t);
  return found.start !== null && /^[\s,.;:|()–—-]*$/.test(found.rest);
}

/** The longest place a range's cell names after it ("Thika, Kiambu County"). */
const PLACE_AFTER_RANGE = 40;

/**
 * "02.2025 – Present Thika, Kiambu County": a cell that opens with a range and names only a short
 * place after it, no digits (a row's dates and place set flush right beside its header).
 */
export function opensWithRange(text: string): boolean {
  const t = text.trim();
  const { start, end, rest } = findDates(t);
  return (
    start !== null &&
    end !== null &&
    t.startsWith(start) &&
    rest.trim().length <= PLACE_AFTER_RANGE &&
    !/\d/.test(rest)
  );
}

/** Cells that hold only dates (and a short place after a range): a row's dates, set apart. */
export const datesOnly = (cells: readonly Segment[]): boolean =>
  cells.length > 0 &&
  cells.every((c) => isDateCell(c.text.split(SEGMENT_JOIN)[0]!) || opensWithRange(c.text));

const lastWord = (t: string): string =>
  t
    .toLowerCase()
    .match(/(?<!\p{L})\p{L}+\.?$/u)?.[0]
    .replace('.', '') ?? '';

/** A range's connecting word after a date ("08.2021 a", "2019 to"), in any language the dates read. */
const OPEN_WORD_RE = new RegExp(`\\d\\.?\\s+(?:to|until|${I18N_RANGE_WORDS})\\s*$`, 'i');

/**
 * A date cut after its month, its separator or its connecting word ("January 2014 –", "2017 –
 * September", "08.2021 a" / "Actualidad"): the rest is on the line below.
 */
const endsOpen = (t: string): boolean =>
  /(?:[-–—~]|\bto|\bbis|\bà)\s*$/i.test(t) || OPEN_WORD_RE.test(t) || MONTHS.has(lastWord(t));

/** A range's dash alone, where a narrow column wrapped it. */
const loneDash = (t: string): boolean => /^[-–—]$/.test(t.trim());

/** The first line of a date wrapped in a narrow column: a month alone ("February"). */
const monthAlone = (t: string): boolean => MONTHS.has(t.trim().toLowerCase().replace(/\.$/, ''));
const startsOpen = (t: string): boolean => /^\s*(?:[-–—~]|to\b|bis\b)/i.test(t);

/**
 * A numeric date the column broke at its own separator ("2019-12–2021-" / "11"): the month's
 * digits on the line below complete it, with no space between.
 */
const CUT_NUMERIC_RE = /\d[-./]$/;
const monthDigits = (prev: Segment | undefined, t: string): boolean =>
  !!prev && CUT_NUMERIC_RE.test(prev.text.trim()) && /^\d{1,2}$/.test(t.trim());

/**
 * Where each date column ends. The column need not run down the whole page (a summary and a
 * skills paragraph above and below span it), so rows are read, not a page-wide gutter: two or
 * more rows whose first segment is a date at one x and whose next segment starts at one x. A
 * page may hold two (roles' dates at one indent, schools' at another); the first holds most rows.
 */
/**
 * A date column: the edge its cells are set to (`dateX`, their left edge, or their right edge
 * where the column is set flush right against the main one), and where the main column starts.
 */
export interface DateGutter {
  dateX: number;
  mainX: number;
  flushRight?: boolean;
}

/** Where a cell stands on the edge its column's dates are set to. */
const edgeOf = (s: Segment, flushRight = false): number => (flushRight ? s.xEnd : s.x);

/** A row whose date cell starts in the column, the rest of the row in the main column beside it. */
function dateRowIn(l: PositionedLine, g: DateGutter): boolean {
  const [first, next] = l.segments;
  return (
    !!first &&
    !!next &&
    isDateCell(first.text) &&
    Math.abs(edgeOf(first, g.flushRight) - g.dateX) <= 3 &&
    Math.abs(next.x - (g.mainX + 2)) <= 3
  );
}

/**
 * The date columns of a page, their cells set flush left or, where no column of as many rows
 * stands at one left edge beside the same main column, flush right.
 */
function dateGutters(lines: readonly PositionedLine[]): DateGutter[] {
  const left = gutterCandidates(lines, false);
  const right = gutterCandidates(lines, true).filter(
    (r) => !left.some((l) => Math.abs(l.mainX - r.mainX) <= 3 && l.rows >= r.rows),
  );
  return [...left, ...right].sort((a, b) => b.rows - a.rows).map(({ rows: _, ...g }) => g);
}

/**
 * Where a row's date cell stands after a sidebar's text (segments wholly left of it): the index
 * of the first date cell set at `dateX` (its edge) with the row's next segment at `nextX`, or -1.
 */
function asideDateAt(l: PositionedLine, dateX: number, nextX: number, flushRight = false): number {
  const k = l.segments.findIndex((s) => isDateCell(s.text));
  if (k < 1) return -1;
  // Read as a date cell first in its row would be: its connector back ("08/2022" "– Title").
  const fixed = connectorToDate(l, k).segments;
  const [date, next] = [fixed[k], fixed[k + 1]];
  return date && next && Math.abs(edgeOf(date, flushRight) - dateX) <= 3 && Math.abs(next.x - nextX) <= 3
    ? k
    : -1;
}

function gutterCandidates(
  lines: readonly PositionedLine[],
  flushRight: boolean,
): (DateGutter & { rows: number })[] {
  const rowsAt = new Map<number, Map<number, number>>();
  for (const l of lines) {
    const [first, next] = l.segments;
    if (!first || !next || !isDateCell(first.text)) continue;
    const at = Math.round(edgeOf(first, flushRight) / 3);
    const starts = rowsAt.get(at) ?? new Map<number, number>();
    const key = Math.round(next.x / 3);
    rowsAt.set(at, starts.set(key, (starts.get(key) ?? 0) + 1));
  }
  const found: (DateGutter & { rows: number })[] = [];
  for (const [at, starts] of rowsAt) {
    const [key, opening] = [...starts].sort((a, b) => b[1] - a[1])[0]!;
    // Rows whose date cell stands in the column after a sidebar's text left of it (an aside
    // in the page's margin beside the date column) are the column's rows too.
    const rows = opening + lines.filter((l) => asideDateAt(l, at * 3, key * 3, flushRight) > 0).length;
    if (rows < 2) continue;
    // Row labels that are not dates ("Berlin", "Team lead") beside the main column's text mean a
    // table, not a date column; a month or a dash alone is a date the column wrapped ("August" /
    // "2021 –", "May 2022" / "–"), a place set under its date is the date's (underDate), and a grid
    // whose cells start elsewhere (two columns of skills) labels nothing. A label stands in the
    // column (it reaches past the column's left edge): an aside's line left of it labels nothing.
    const mainX = key * 3 - 2;
    const colLeft = Math.min(
      ...lines.flatMap((l) =>
        l.segments[0] &&
        isDateCell(l.segments[0].text) &&
        Math.abs(edgeOf(l.segments[0], flushRight) - at * 3) <= 3
          ? [l.segments[0].x]
          : [],
      ),
    );
    const labels = lines.filter((l, i) => {
      const j = l.segments.findIndex((s, n) => n > 0 && Math.abs(s.x - key * 3) <= 3);
      const cell = l.segments[j - 1];
      return (
        cell !== undefined &&
        cell.xEnd <= mainX &&
        cell.xEnd > colLeft &&
        !isDateCell(cell.text) &&
        !monthAlone(cell.text) &&
        !loneDash(cell.text) &&
        !underDate(lines[i - 1]?.segments[0], cell)
      );
    }).length;
    if (labels <= rows / 2) found.push({ dateX: at * 3, mainX, rows, ...(flushRight ? { flushRight } : {}) });
  }
  return found;
}

/**
 * "Sep 2024 to May 2026" / "Enugu": a short cell right under a date cell, at its left edge, is
 * the date's (the role's place), not a row label of its own.
 */
const underDate = (date: Segment | undefined, cell: Segment, bottom = date?.y): boolean =>
  !!date &&
  isDateCell(date.text) &&
  !isDateCell(cell.text) &&
  !monthAlone(cell.text) &&
  rightUnder(date, cell, bottom);

/**
 * A cell of a few words set right under another (whose last line stands at `bottom`), at its left
 * edge or, flush right, at its right.
 */
function rightUnder(above: Segment, cell: Segment, bottom = above.y): boolean {
  return (
    (Math.abs(cell.x - above.x) <= 3 || Math.abs(cell.xEnd - above.xEnd) <= 3) &&
    bottom - cell.y > 0 &&
    bottom - cell.y < 1.6 * above.size &&
    cell.text.trim().split(/\s+/).length <= UNDER_DATE_WORDS
  );
}

const UNDER_DATE_WORDS = 5;

/** A range's connector opening a cell ("to National Australia Bank"). */
const CONNECTOR_RE = /^(?:to|bis|à|hasta|até|[-–—])\s+(?=\S)/i;

const YEAR_END_RE = /(?:19|20)\d{2}\s*$/;

/** A date with no range of its own: no connector inside it or at either end ("05.2026", "Present"). */
const singleDate = (t: string): boolean =>
  isDateCell(t) && !endsOpen(t) && !startsOpen(t) && !/\s(?:[-–—~]|to|bis)\s/i.test(t.trim());

/**
 * A range in a row's last cell (dates at the right of a title, a narrow table cell) wrapped after
 * its connector or month ("Coordinator    09.2023 -" / "LBC Express Inc.    05.2026"): the last
 * cell of the row right under it, a single date set at the same left or right edge, completes it
 * and leaves its row. So does a row under it that holds only the rest of the range and starts at
 * the row's own left edge, where the range wrapped like text ("School, Town    out. 2013 – dez." /
 * "2014"; "Employer, Town dez. 2014" / "– dez. 2016"). A sidebar's line between the two rows is
 * passed over.
 */
/** How far under a row its range's wrapped end may sit, in font sizes: an open range's, any other's. */
const OPEN_REACH = 2;
const WRAP_REACH = 1.6;

export function joinWrappedRowDates(lines: readonly PositionedLine[]): PositionedLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i += 1) {
    const row = out[i]!;
    // A sidebar's line set between the row and the one under it (the columns are read apart
    // only later, in step 6) is passed over: it lies wholly left of the row.
    let u = i + 1;
    while (u + 1 < out.length && out[u]!.segments.every((s) => s.xEnd <= row.x)) u += 1;
    const under = out[u]!;
    const top = row.segments.at(-1)!;
    const low = under.segments.at(-1)!;
    const aligned = Math.abs(low.x - top.x) <= 3 || Math.abs(low.xEnd - top.xEnd) <= 3;
    const wrapped = under.segments.length === 1 && Math.abs(low.x - row.x) <= 3;
    const opened = isDateCell(top.text) && endsOpen(top.text) && singleDate(low.text);
    // A range left open and a single date under it may stand a loose leading apart (line-height 1.7).
    const reach = (opened ? OPEN_REACH : WRAP_REACH) * top.size;
    const close = row.page === under.page && top.y - low.y > 0 && top.y - low.y < reach;
    const closed =
      wrapped &&
      startsOpen(low.text) &&
      singleDate(low.text.trim().replace(CONNECTOR_RE, '')) &&
      YEAR_END_RE.test(top.text);
    if (!(aligned || wrapped) || !close || !(opened || closed)) continue;
    const joined = { ...top, text: `${top.text.trim()} ${low.text.trim()}`, pieces: undefined };
    out[i] = lineOf(row.page, [...row.segments.slice(0, -1), joined]);
    const rest = under.segments.slice(0, -1);
    if (rest.length) out[u] = lineOf(under.page, rest);
    else out.splice(u, 1);
  }
  return out;
}

/**
 * "03/2022    to" / "Present": a date cell justified across a narrow column stretches its
 * connector to the column's edge, close enough to the main column to be read with it ("to
 * National Australia Bank"). The connector goes back to the date it joins.
 */
function connectorToDate(line: PositionedLine, at = 0): PositionedLine {
  const before = line.segments.slice(0, at);
  const [date, next, ...rest] = line.segments.slice(at);
  if (!date || !next || !isDateCell(date.text)) return line;
  const m = CONNECTOR_RE.exec(next.text);
  if (!m || isDateCell(next.text.slice(m[0].length))) return line;
  // Where the segment keeps its items, it is cut at the connector's; else at its share of the text.
  const k = next.pieces?.findIndex((p) => p.text.trim() !== '') ?? -1;
  const byPieces = k >= 0 && next.pieces![k]!.text.trim() === m[0].trim() ? cutAt(next, k + 1) : null;
  const share = (n: number) => next.x + ((next.xEnd - next.x) * n) / next.text.length;
  const right = byPieces?.right ?? {
    ...next,
    text: next.text.slice(m[0].length),
    x: share(m[0].length),
    pieces: undefined,
  };
  const xEnd = byPieces?.left.xEnd ?? share(m[0].trimEnd().length);
  const joined = { ...date, text: `${date.text} ${m[0].trim()}`, xEnd, pieces: undefined };
  return lineOf(line.page, [...before, joined, right, ...rest]);
}

/** A piece of a date: month or range words, a year, a month's digits, a dash. */
const dateWords = (t: string): boolean =>
  t
    .trim()
    .split(/\s+/)
    .every(
      (w) =>
        /^(?:\d{1,4}[./]?|\d{1,2}[./]\d{2,4}|[-–—])$/.test(w) ||
        DATE_WORDS.has(w.toLowerCase().replace(/\.$/, '')),
    );

/**
 * "Apr    2005    -" / "Apr 2009": a date justified across a narrow cell stretches its word
 * spaces into segment gaps. The row's leading segments that are all pieces of one date are one cell.
 */
function mergeDateWords(line: PositionedLine): PositionedLine {
  const segs = line.segments;
  let k = 0;
  while (k < segs.length && dateWords(segs[k]!.text)) k += 1;
  if (k < 2) return line;
  const parts = segs.slice(0, k);
  const text = parts.map((p) => p.text.trim()).join(' ');
  if (!isDateCell(text)) return line;
  const merged = { ...parts[0]!, text, xEnd: Math.max(...parts.map((p) => p.xEnd)), pieces: undefined };
  return lineOf(line.page, [merged, ...segs.slice(k)]);
}

/**
 * "May 2022" / "–" / "May 2023": a range's dash a narrow column wrapped onto a line of its own,
 * read as the bullet of the main column's line beside it (02's mergeBullets). It is cut off
 * where it stands in the date column.
 */
function dashOff(line: PositionedLine, mainX: number): { dash: Segment; line: PositionedLine | null } | null {
  const [first, ...rest] = line.segments;
  if (!first || first.x > mainX) return null;
  if (loneDash(first.text)) return { dash: first, line: rest.length ? lineOf(line.page, rest) : null };
  const piece = first.pieces?.[0];
  if (!piece || !loneDash(piece.text) || piece.xEnd > mainX) return null;
  const cut = cutAt(first, 1);
  return cut && { dash: cut.left, line: lineOf(line.page, [cut.right, ...rest]) };
}

/**
 * "2021–Febru-" / "ary 2022": a narrow date column hyphenates a month's name. Where a cell ends on
 * a cut word and the cell set at the same left edge on the next line opens with the rest of a
 * month's name, the month is made whole in the first cell.
 */
/** The letters before a hyphen closing the text ("2021–Febru-" -> "Febru"), or "". */
function cutWordEnd(text: string): string {
  const t = text.trimEnd();
  if (!t.endsWith('-')) return '';
  let k = t.length - 1;
  while (k > 0 && /\p{L}/u.test(t[k - 1]!)) k -= 1;
  return t.slice(k, -1);
}

function joinCutMonths(lines: readonly PositionedLine[]): PositionedLine[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const line = out[i]!;
    for (const [k, a] of line.segments.entries()) {
      const head = cutWordEnd(a.text);
      if (!head) continue;
      // The cell under it: at its left edge, on one of the next lines (a column beside may set
      // lines between), within two lines' height.
      const j = out.findIndex(
        (l, n) =>
          n > i &&
          l.page === line.page &&
          a.y - l.y > 0 &&
          a.y - l.y < 2 * a.size &&
          l.segments.some((s) => Math.abs(s.x - a.x) <= 3),
      );
      const next = out[j];
      const at = next ? next.segments.findIndex((s) => Math.abs(s.x - a.x) <= 3) : -1;
      const b = next?.segments[at];
      const tail = b && /^\p{L}+/u.exec(b.text.trimStart())?.[0];
      if (!next || !b || !tail || !MONTHS.has(`${head}${tail}`.toLowerCase())) continue;
      const cells = [...line.segments];
      cells[k] = { ...a, text: `${a.text.trimEnd().slice(0, -1)}${tail}`, pieces: undefined };
      out[i] = lineOf(line.page, cells);
      const left = b.text.trimStart().slice(tail.length).trimStart();
      const under = next.segments.flatMap((s, n) =>
        n !== at ? [s] : left ? [{ ...s, text: left, pieces: undefined }] : [],
      );
      if (under.length) out[j] = lineOf(next.page, under);
      else out.splice(j, 1);
      break;
    }
  }
  return out;
}

/**
 * `carried`: the date column of the pages before. A page that holds one entry of it (a school
 * on page two) shows too few rows to find the column alone; it goes on in the page before's.
 */
export function joinDateColumn(
  input: PositionedLine[],
  carried: readonly DateGutter[] = [],
): { lines: PositionedLine[]; found: boolean; gutters: DateGutter[] } {
  const whole = joinCutMonths(input);
  const lines = whole.map((l) => connectorToDate(mergeDateWords(l)));
  const own = lines.length >= 4 ? dateGutters(lines) : [];
  const gutters = own.length ? own : carried.filter((g) => lines.some((l) => dateRowIn(l, g)));
  if (!gutters.length) return { lines: whole, found: false, gutters };
  // A date cell after an aside's text has its connector back too.
  for (const [i, l] of lines.entries())
    for (const g of gutters) {
      const k = asideDateAt(l, g.dateX, g.mainX + 2, g.flushRight);
      if (k > 0) lines[i] = connectorToDate(l, k);
    }
  // A row's gutter: the column its date cell starts in, else the page's main one.
  const gutterOf = (line: PositionedLine): number =>
    (gutters.find((c) => Math.abs(edgeOf(line.segments[0]!, c.flushRight) - c.dateX) <= 3) ?? gutters[0]!)
      .mainX;
  // 1. Split every row into its date cells and the rest; rejoin dates stacked on two lines.
  const rows: { page: number; line: PositionedLine | null; dates: Segment[]; aside?: boolean }[] = [];
  // The last place joined to its date, while a wrapped tail of it may follow on the next row.
  let place: { date: Segment; cell: Segment } | null = null;
  // The date the row before was stacked onto, and that row's height: a third line may continue it.
  let stackedOnto: { date: Segment; y: number } | undefined;
  // An aside's line, wholly left of every date column (a sidebar in the margin beside it), is
  // passed over: a date wrapped under its row may sit on the aside's next line.
  const asideEnd = Math.min(...gutters.map((c) => (c.flushRight ? -Infinity : c.dateX))) - 3;
  for (const [i, row] of lines.entries()) {
    let line: PositionedLine = row;
    if (row.segments.every((s) => s.xEnd < asideEnd)) {
      rows.push({ page: line.page, line, dates: [], aside: true });
      continue;
    }
    const prevDate = rows.findLast((r) => !r.aside)?.dates.at(-1);
    const prev = prevDate ?? stackedOnto?.date;
    const prevY = prevDate?.y ?? stackedOnto?.y ?? 0;
    const g = gutterOf(line);
    const cut = prev && !endsOpen(prev.text) ? dashOff(line, g) : null;
    const dashed = cut && prevY - cut.dash.y < 1.6 * prev!.size ? cut : null;
    if (dashed) {
      prev!.text = `${prev!.text.trim()} ${dashed.dash.text.trim()}`;
      if (!dashed.line) {
        stackedOnto = { date: prev!, y: dashed.dash.y };
        continue;
      }
      line = dashed.line;
    }
    // An aside's cells on the row (a sidebar left of the date column) stay on it as they are.
    const beside = line.segments.filter((s) => s.xEnd < asideEnd);
    const cells = line.segments.filter((s) => s.xEnd >= asideEnd);
    const onlyBeside = (page: number) => {
      if (beside.length) rows.push({ page, line: lineOf(page, beside), dates: [], aside: true });
    };
    let first = cells[0]!;
    let inColumn = !crosses(line, g) && first.xEnd <= g;
    // The place under a date goes with the date to the end of the role's row; a place wrapped
    // onto the row under it ("Linköping, Östergötlands" / "län") goes with it whole, and so does
    // one left open on a comma or hyphen beside the main column's text ("Białystok," / "podlaskie
    // rates.", a bullet's last word): that text stays on its row.
    const open = place !== null && /[,-]$/.test(place.cell.text.trim());
    if (
      inColumn &&
      place &&
      (cells.length === 1 || open) &&
      !isDateCell(first.text) &&
      rightUnder(place.cell, first)
    ) {
      place.date.text = `${place.date.text} ${first.text.trim()}`;
      place = null;
      if (cells.length === 1) {
        onlyBeside(line.page);
        continue;
      }
      line = lineOf(line.page, [...beside, ...cells.slice(1)]);
      first = cells[1]!;
      inColumn = false;
    }
    place = null;
    // Under a date stacked on two lines ("Nov 2019 - Feb" / "2021"), under its last line.
    if (inColumn && underDate(prev, first, prevY || prev?.y) && !monthDigits(prev, first.text)) {
      prev!.text = `${prev!.text}${SEGMENT_JOIN}${first.text.trim()}`;
      place = { date: prev!, cell: first };
      if (cells.length === 1) {
        onlyBeside(line.page);
        continue;
      }
      line = lineOf(line.page, [...beside, ...cells.slice(1)]);
    }
    // A month alone goes with the date right under it ("February" / "2022 – Present").
    // (A column beside it may set a line between them.)
    const below = (s: Segment) =>
      lines
        .slice(i + 1, i + 4)
        .filter((l) => l.page === line.page)
        .flatMap((l) => l.segments)
        .find((c) => rightUnder(s, c));
    const wrapsOn = (s: Segment) => {
      const under = monthAlone(s.text) ? below(s) : undefined;
      return !!under && isDateCell(under.text);
    };
    const dates = crosses(line, g)
      ? []
      : line.segments.filter(
          (s) => s.xEnd <= g && (isDateCell(s.text) || wrapsOn(s) || monthDigits(prev, s.text)),
        );
    const rest = line.segments.filter((s) => !dates.includes(s));
    // A range left open may stand a loose leading above its end (a cell's small type set at the
    // paragraph's leading), as in joinWrappedRowDates.
    const reach = (endsOpen(prev?.text ?? '') ? OPEN_REACH : WRAP_REACH) * (prev?.size ?? 0);
    const stacked =
      prev &&
      dates.length === 1 &&
      prevY - dates[0]!.y < reach &&
      (endsOpen(prev.text) || startsOpen(dates[0]!.text));
    const glue = monthDigits(prev, dates[0]?.text ?? '') ? '' : ' ';
    if (stacked) prev.text = `${prev.text.trim()}${glue}${dates[0]!.text.trim()}`.replace(/\s+/g, ' ');
    stackedOnto = stacked
      ? { date: prev, y: dates[0]!.y }
      : dashed
        ? { date: prev!, y: dashed.dash.y }
        : undefined;
    rows.push({
      page: line.page,
      line: rest.length ? lineOf(line.page, rest) : null,
      dates: stacked ? [] : dates.map((d) => ({ ...d })),
    });
  }
  // 2. A date alone on its row joins the nearest row beside it, within about a line.
  const out = rows.map((r) => r.line);
  const extra: Segment[][] = rows.map((r) => (r.line ? [...r.dates] : []));
  rows.forEach((r, i) => {
    const date = r.dates[0];
    if (r.line || !date) return;
    const dy = (j: number): number => Math.abs((out[j]?.y ?? Infinity) - date.y);
    const j = [i - 1, i + 1].filter((k) => out[k] && !extra[k]!.length).sort((a, b) => dy(a) - dy(b))[0];
    if (j !== undefined && dy(j) < 1.3 * Math.max(out[j]!.size, date.size)) extra[j]!.push(...r.dates);
    else out[i] = lineOf(r.page, r.dates);
  });
  const joined = out.flatMap((l, i) =>
    l ? [extra[i]!.length ? lineOf(l.page, [...l.segments, ...extra[i]!]) : l] : [],
  );
  return { lines: joined, found: true, gutters };
}
