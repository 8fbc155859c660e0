/**
 * Layout step 7a: a line the type wrapped is one line. A school's or a degree's name too long
 * for a narrow sidebar ("Technische Universiteit" / "Eindhoven") goes on under itself, in the
 * same face, from the same left edge (or to the same right edge, set flush right), one line's
 * leading below, and its first line is full: the next line's first word would not have fitted
 * after it. Those lines are joined, so the parser reads one school, not two entries. Only entry
 * headers are joined here (a face other than the body text's: bold, coloured), and lines the PDF
 * writes in one text object where it marks them (types.ts `opens`); body text and its bullets are
 * the parser's to join (join-wrapped.ts). A line that opens with a bullet starts an entry of its
 * own, and so does each line of a skills or languages list, unless the list's leading or text
 * objects show it wrapped.
 */
import { AT_FIRST } from '../at-words';
import { isTownAndRegion } from '../contact-place';
import { looksLikeDegree, looksLikeSchool } from '../degrees';
import { classifyFragment, endsWithLegalForm, looksLikeLocation, looksLikeTitle } from '../entry-fields';
import { isJoiningWord, trimFieldEnds } from '../field-ends';
import { endsJoining } from '../join-wrapped';
import { opensAchievement } from '../past-verbs';
import { isTownName } from '../trailing-town';
import { detectHeading } from '../headings';
import { tidy } from './02-group-lines';
import { isDateCell, opensWithRange } from './05-date-column';
import { lineOf, lineText, type PositionedLine, type Segment } from './model';

/** Left edges this close (in points) are one edge. */
export const SAME_EDGE = 1.5;
/** Baselines at most this many sizes apart are consecutive lines of one paragraph. */
export const LEADING = 1.6;
/** Width of a character, as a share of the size, when guessing a word's width. */
const CHAR_WIDTH = 0.5;

export const BULLET_RE = /^[•●○◦▪■‣⁃∙·*–-]\s/;
const HYPHEN_END_RE = /[-\u00ad\u2010\u2011]$/;
/** A wrapped line fills at least this share of its column's measure. */
const FILLED = 0.7;
/**
 * A contact detail (an address, a link, a phone number: nine digits a separator or two apart at
 * most) stands on its own line; a year in a header's dates is no detail ("… | Jul 2016 to").
 */
/** A line closed by a year or an open end ("2019 – 2021", "since 2020", "– Present"). */
const CLOSING_DATE_RE = /(?<!\d)(?:(?:19|20)\d{2}|present|current|heute|actual|atual)\)?$/i;
const DETAIL_RE = /@|https?:|www\.|\.(?:com|org|net|io)\b|(?:\d[\s().-]{0,2}){9}/;

const only = (l: PositionedLine): Segment | null => (l.segments.length === 1 ? l.segments[0]! : null);

/**
 * "POSTGRADUATE DIPLOMA IN CLINICAL PHARMACY ÉCOLE NATIONALE SUPÉRIEURE DES ARTS" / "DÉCORATIFS":
 * a header whose two fields only their colours part (02-group-lines.ts splitAtColour), one word
 * space apart, is one run of text that wraps at its measure; what goes on under it is its last
 * field's. The line read as that one run, or null.
 */
function colourFieldsRun(l: PositionedLine): PositionedLine | null {
  const [a, b, ...more] = l.segments;
  if (!a || !b || more.length || !a.pieces || !b.pieces) return null;
  if (b.x - a.xEnd > CHAR_WIDTH * a.size) return null;
  const pieces = joinedPieces(a, b);
  return { ...l, segments: [{ ...a, text: `${a.text} ${b.text}`, xEnd: b.xEnd, pieces }] };
}

/** The pieces of `a` and then of `b`, a word space apart: their faces, read as one run (or none known). */
function joinedPieces(a: Segment, b: Segment): Segment['pieces'] {
  if (!a.pieces || !b.pieces?.length) return undefined;
  const [first, ...rest] = b.pieces;
  return [...a.pieces, { ...first!, text: ` ${first!.text.trimStart()}` }, ...rest];
}

/** A segment's last field: its words before any dates that close it, and those dates. */
interface LastField {
  /** The face of its last words (a segment's own `style` is its first word's). */
  style: string | undefined;
  text: string;
  xEnd: number;
  dates?: { text: string; x: number };
}

/**
 * A header may set its fields in two faces ("Master of Business Administration" bold, "at Michael
 * Okpara University of Agriculture" in a lighter one) and close on its dates: what wraps is its
 * last field, in that field's face.
 */
function lastField(seg: Segment): LastField {
  const pieces = seg.pieces ?? [];
  const text = (ps: typeof pieces) => tidy(ps.map((p) => p.text).join(''));
  let k = 1;
  while (k < pieces.length && !isDateCell(text(pieces.slice(k)))) k++;
  const words = pieces.slice(0, k);
  const style = words.findLast((p) => /\p{L}/u.test(p.text))?.style ?? seg.style;
  if (k >= pieces.length) return { style, text: seg.text, xEnd: seg.xEnd };
  const dates = { text: text(pieces.slice(k)), x: pieces[k]!.x };
  return { style, text: text(words), xEnd: Math.max(...words.map((p) => p.xEnd)), dates };
}

/** The words a segment sets in its last face, with no separator before them (", Imperial": "Imperial"). */
function lastFaceText(seg: Segment): string {
  const pieces = seg.pieces ?? [];
  const face = pieces.findLast((p) => /\p{L}/u.test(p.text))?.style;
  let k = pieces.length;
  while (k > 0 && (pieces[k - 1]!.style === face || !/\p{L}/u.test(pieces[k - 1]!.text))) k--;
  return tidy(
    pieces
      .slice(k)
      .map((p) => p.text)
      .join(''),
  ).replace(/^[\s,|–—·•-]+/, '');
}

/** Whether `next` is set in the face `top` opens with or the face its last field is set in. */
const inFaceOf = (top: Segment, next: Segment): boolean =>
  top.style === next.style || lastField(top).style === next.style;

/** Two lines set from one left edge, or (a right-aligned column) to one right edge. */
const aligned = (a: PositionedLine, b: PositionedLine): boolean =>
  Math.abs(a.x - b.x) <= SAME_EDGE || Math.abs(a.xEnd - b.xEnd) <= SAME_EDGE;

/**
 * A paragraph whose first line is indented (a first-line indent, as a Word file converted from a
 * web page sets a cell's padding): its next line starts left of it, at the paragraph's own edge
 * ("Nordic Freight & Warehouse" / "Solutions AB").
 */
const indentedFirst = (a: PositionedLine, b: PositionedLine, measure: Measure): boolean =>
  measure.left === undefined && b.x < a.x - SAME_EDGE;

/** How far a line could run before it wrapped. */
interface Measure {
  right: number;
  /** Set for a line set flush right: its column's left edge. */
  left?: number;
}

/**
 * From the left edge, the right edge of the text set from that edge on the page (the column's
 * measure, or the one a step that cut the line out of its row found); in a column set flush
 * right, the left edge of the text set to that right edge.
 */
function measures(lines: readonly PositionedLine[]): (l: PositionedLine, flushRight: boolean) => Measure {
  return (l, flushRight) => {
    if (flushRight) {
      const edge = lines.filter((o) => o.page === l.page && Math.abs(o.xEnd - l.xEnd) <= SAME_EDGE);
      return { right: l.xEnd, left: Math.min(...edge.map((o) => o.x)) };
    }
    if (l.measure !== undefined) return { right: l.measure };
    const edge = lines.filter((o) => o.page === l.page && Math.abs(o.x - l.x) <= SAME_EDGE);
    // Text shows the measure; a row of runs set apart (tags, a grid) may run past it.
    const text = edge.filter((o) => o.segments.length === 1);
    return { right: Math.max(...(text.length ? text : edge).map((o) => o.xEnd)) };
  };
}

/**
 * The right edge of the page's text that starts at or left of the line, or indented under it by
 * a few ems (its column's bullets): its column's measure.
 */
function pageMeasure(lines: readonly PositionedLine[], l: PositionedLine): Measure {
  const indent = INDENT_EMS * (l.segments[0]?.size ?? 0);
  const spanning = lines.filter((o) => o.page === l.page && o.x <= l.x + Math.max(SAME_EDGE, indent));
  return { right: Math.max(...spanning.map((o) => o.xEnd)) };
}

/**
 * How far a header's cell beside its dates could run before it wrapped: the page's text from the
 * line's left edge (pageMeasure); where the dates stand left of the cell (a date column: step 5b
 * moved them to the row's end), the right edge of the widest other text set from the cell's own
 * left edge on the page, its column's, where that reaches past the cell: a table's text cell may
 * end well short of the page's margin. Only other rows show it, not the line itself (the widest
 * line would be its own measure, full whatever it holds) nor the line that may go on it.
 */
function cellMeasure(lines: readonly PositionedLine[], l: PositionedLine, next: PositionedLine): Measure {
  const [cell, ...rest] = l.segments;
  const page = pageMeasure(lines, l);
  if (!cell || !rest.some((r) => r.x < cell.xEnd)) return page;
  const column = lines
    .filter((o) => o !== l && o !== next && o.page === l.page)
    .flatMap((o) => o.segments.filter((s) => Math.abs(s.x - cell.x) <= SAME_EDGE));
  const right = Math.max(...column.map((s) => s.xEnd));
  return right >= cell.xEnd && right < page.right ? { right } : page;
}

/** How far in, in sizes of the line's type, a column's bullets may stand from its edge. */
const INDENT_EMS = 3;

/** Whether `b` is set flush right under `a` (one right edge, not one left edge). */
const flushRight = (a: PositionedLine, b: PositionedLine): boolean =>
  Math.abs(a.x - b.x) > SAME_EDGE && Math.abs(a.xEnd - b.xEnd) <= SAME_EDGE;

/**
 * Whether `b` goes on the line `a` (see above). `item`: a list's item (skills, languages), which
 * holds no employer, place, degree or school to tell apart, and may wrap however short its
 * first line. `continued`: `b` goes on in the text object `a` opened, so however short `a`, its
 * next word not fitting is enough ("Benemérita Universidad" / "Autónoma de Puebla").
 */
function wraps(
  a: PositionedLine,
  b: PositionedLine,
  measure: Measure,
  item = false,
  continued = false,
): boolean {
  const [top, next] = [only(a), only(b)];
  // A name's last words and its legal form may fall in the body's face under a header set in
  // another ("Senior Software Engineer, Kalayaan Business Process Outsourcing" / "Services Inc.").
  const tail = next !== null && next.text.split(' ').length <= 4 && endsWithLegalForm(next.text);
  if (!top || !next || !top.style || (!inFaceOf(top, next) && !tail)) return false;
  if (a.page !== b.page || Math.abs(top.size - next.size) > 0.02 * top.size) return false;
  if (!aligned(a, b) && !indentedFirst(a, b, measure)) return false;
  if (a.y - b.y <= 0 || a.y - b.y > LEADING * top.size || BULLET_RE.test(next.text)) return false;
  if (DETAIL_RE.test(top.text) || DETAIL_RE.test(next.text)) return false;
  // A header its dates close ("… Lim- January 2025 - November 2025") ends there: what wraps is
  // the field before them, which the parser mends (join-wrapped.ts).
  if (CLOSING_DATE_RE.test(top.text)) return false;
  // A word broken at a hyphen ("archi-" / "tecture") is the parser's to mend (join-wrapped.ts).
  if (HYPHEN_END_RE.test(top.text)) return false;
  // A full line of a list whose markers are drawn, not written, and a line that opens on an action
  // in the past ("… in Prometheus and Grafana" / "Moved 30 services …"): an achievement of its
  // own, as join-wrapped.ts reads pasted text, unless the line above ends on a joining word or mark.
  if (!item && opensAchievement(next.text) && !endsJoining(top.text) && !/[,;:&/–—-]$/.test(top.text))
    return false;
  // A line going on in the face of the top's last field, not its first, goes on that field alone
  // ("Master of Science in …" in bold italics, ", Imperial" in bold / "College London" in bold).
  const field =
    top.style !== next.style && lastField(top).style === next.style ? lastFaceText(top) : top.text;
  if (!item && entryFieldsApart(field, next.text)) return false;
  // Full: it fills most of the measure, and the next line's first word, after a space, would
  // have run past it.
  const room = measure.left === undefined ? measure.right - top.x : top.xEnd - measure.left;
  const width = top.xEnd - top.x;
  // A column set flush right shows only the widest of its lines' left edges, not its measure: a
  // header's line that goes on in its text object there wraps whether or not the word seems to fit.
  const ragged = continued && !item && measure.left !== undefined;
  return (
    width / Math.max(1, room) >= (item || continued ? 0 : FILLED) &&
    (ragged || wordOverruns(width, top.size, firstWordWidth(next), room))
  );
}

/**
 * The width of the first word of `words` (by default the segment's own text) in the segment's
 * type, at the segment's mean character width.
 */
export function firstWordWidth(seg: Segment, words = seg.text): number {
  const word = words.split(' ')[0]!;
  return ((seg.xEnd - seg.x) * word.length) / Math.max(1, seg.text.length);
}

/**
 * Whether a word `wordWidth` wide, set after a space of type `size`, would have run past `room`
 * from a line `width` wide (both from the line's left edge): the line wrapped before it.
 */
export const wordOverruns = (width: number, size: number, wordWidth: number, room: number): boolean =>
  width + CHAR_WIDTH * size + wordWidth > room;

/** Two lines of an entry that hold two of its fields, one under the other. */
function entryFieldsApart(top: string, next: string): boolean {
  // A name that ends on a joining word ("Estudio Jurídico Fernández &") is not whole, and no field
  // opens on one in lower case ("Autotransportes del Bajío S.A." / "de C.V.").
  if (endsJoining(top) || /^\p{Ll}+\s\p{Lu}/u.test(next)) return false;
  // A name its legal form closes ("Guaranty Trust Bank Plc" / "Owerri") goes on no further, and
  // a whole town and region under a name that ends on a word of its own ("Sunnybrook Health
  // Sciences Centre" / "Victoria, British Columbia") is the entry's place.
  if (endsWithLegalForm(top)) return true;
  if (isTownAndRegion(next) && !/(?:,|\s\p{Ll}+)$/u.test(top)) return true;
  // So is a town alone under a whole employer's name ("Ramsay Health Care" / "Brisbane").
  if (isTownName(next) && classifyFragment(top) === 'company' && !looksLikeSchool(top)) return true;
  // A whole degree over a whole school ("BA (Hons) Accounting and Finance" / "Università Ca'
  // Foscari Venezia") are two fields in one face, not one wrapped; a line whose first field is
  // no school ("… with Qualified Teacher" / "Status | Institut National …") goes on the degree.
  const firstField = next.split(FIELD_SEPARATOR_RE)[0]!;
  return looksLikeDegree(top) && !looksLikeSchool(top) && !nameStarted(top) && looksLikeSchool(firstField);
}

/** Where one field of a header ends and the next begins. */
const FIELD_SEPARATOR_RE = /,\s|\s[|–—·•]\s/;

/**
 * "Master of Science in Human-Computer Interaction at Deakin" / "University (Brisbane)": the
 * school's name started after "at" on the line above, in capitals, and is not whole there.
 */
function nameStarted(top: string): boolean {
  const words = top.trim().split(/\s+/);
  // "at", "bei", "chez"... (`at-words.ts`); not "en", "em" or "na", which also name a degree's
  // field: "Licenciatura en Economía" over its school is two fields.
  const i = words.findLastIndex((w) => (AT_FIRST as readonly string[]).includes(w));
  if (i <= 0 || i === words.length - 1) return false;
  const name = words.slice(i + 1);
  return name.every((w) => /^\p{Lu}/u.test(w)) && !looksLikeSchool(name.join(' '));
}

/**
 * A few capitalised words, short joining words between them: the tail of a name ("Sarmiento",
 * "Gran Canaria", "Stanisława Staszica w Krakowie").
 */
const BRACKET_TAIL_RE = /\s\([^()]{1,40}\)$/;
const NAME_TAIL_RE = /^\p{Lu}[\p{L}'’.&-]*(?: (?:\p{Ll}{1,3} )?\p{Lu}[\p{L}'’.&-]*){0,3}$/u;

/**
 * "Universidad Nacional de General    December 2010 - January 2014" / "Sarmiento": a header's
 * cell beside its dates wraps inside a table cell whose right edge the page does not show, so
 * no measure tells a full line (beside a place, the place's edge does). The line under it goes
 * on the cell when it is set in the cell's face from its left edge one leading below, and is a few
 * capitalised words that make no field of their own (a job title, a place, a degree, a heading, a
 * contact detail).
 */
function cellGoesOn(a: PositionedLine, b: PositionedLine, measure: Measure): boolean {
  const [top, ...rest] = a.segments;
  const next = only(b);
  if (!top || !rest.length || !next || !top.style || !inFaceOf(top, next)) return false;
  // Dates of a date column (step 5b moved them to the row's end) stand left of the cell and
  // bound nothing: the cell wraps at its column's measure (cellMeasure), so its first line is full.
  const dateColumn = rest.some((r) => r.x < top.xEnd);
  // Beside its dates or place, set right of it, the cell is full where the next line's first word
  // would have run to within an em of them ("Bunnings Warehouse, Brisbane — Guest Services    02/2020 –
  // 02/2022" / "Supervisor").
  const right = dateColumn ? undefined : rest.find((r) => r.x >= top.xEnd);
  const bounded =
    !!right && wordOverruns(top.xEnd - top.x, top.size, firstWordWidth(next), right.x - top.size - top.x);
  const full = (dateColumn && wraps(lineOf(a.page, [top]), b, measure)) || bounded;
  if (dateColumn && !full) return false;
  if (
    a.page !== b.page ||
    Math.abs(a.x - b.x) > SAME_EDGE ||
    Math.abs(top.size - next.size) > 0.02 * top.size
  )
    return false;
  if (a.y - b.y <= 0 || a.y - b.y > LEADING * top.size) return false;
  // A place in brackets may close it ("… at Deakin" / "University (Brisbane)"), or the cell's next
  // field after it ("Lekki Coastal Property Development" / "Company Ltd — Abeokuta", "Outback
  // Precision Engineering" / "Services Pty Ltd, Year Group Leader"), and so may a joining word an
  // empty field of the template left ("Early Childhood" / "Studies en", or "en" alone).
  const tail = beforeField(next.text.replace(BRACKET_TAIL_RE, ''));
  // The rest of an employer's name may be its legal form alone ("Nowak i Wspólnicy" / "sp.k."),
  // which may follow a hyphen the name broke at ("Trans-" / "Pol sp. z o.o.").
  const legalTail = endsWithLegalForm(tail) && tail.split(/\s+/).length <= 4;
  const words = trimFieldEnds(tail);
  const named = NAME_TAIL_RE.test(words) || isJoiningWord(tail);
  const details = rest.map((r) => r.text).join(' ');
  const dated = isDateCell(details) || opensWithRange(details);
  // "Noord-Hollandse Zorggroep voor    Den Haag, Zuid-Holland" / "Ouderen": a place beside the
  // cell bounds it where the next line's first word would have run to within an em of it.
  const place = rest.length === 1 && placeLike(details) ? rest[0]! : null;
  const placed =
    !!place && wordOverruns(top.xEnd - top.x, top.size, firstWordWidth(next), place.x - top.size - top.x);
  if (!(dated || placed) || !(named || legalTail)) return false;
  if (DETAIL_RE.test(next.text) || endsWithLegalForm(top.text)) return false;
  if (HYPHEN_END_RE.test(top.text) && !legalTail) return false;
  const own = (t: string) =>
    looksLikeTitle(t) || looksLikeLocation(t) || looksLikeDegree(t) || detectHeading(t) !== null;
  // A job's title cut after its first words goes on, after the field that comes before it
  // ("Osaka Bay Warehousing Co. Ltd., Front Desk" / "Agent"), however its first words read where
  // the line is full ("Apotheek De Linde, Staff Software" / "Engineer").
  const fields = top.text.split(/,\s|\s[|–—]\s/);
  const last = fields.at(-1)!.trim();
  const titleGoesOn =
    fields.length > 1 && (full || classifyFragment(last) === 'unknown') && looksLikeTitle(`${last} ${words}`);
  // Under a full line, a name's last words go on however they read alone ("Rocky Mountain
  // Community Health" / "Partners — Boston, Massachusetts").
  const nameGoesOn = full && classifyFragment(`${top.text} ${words}`) === 'company';
  return !own(words) || titleGoesOn || nameGoesOn;
}

const isPlace = (text: string): boolean => looksLikeLocation(text) || isTownName(text);
/** A place, or a town and its region ("Den Haag, Zuid-Holland"). */
const placeLike = (text: string): boolean => isPlace(text) || isTownAndRegion(text);

/**
 * "Company Ltd — Abeokuta", "Services Pty Ltd, Year Group Leader": a line's words before the next
 * field of its cell, a place or a job title set after a comma, a dash or a bar; else the line.
 */
function beforeField(text: string): string {
  if (placeLike(text)) return text;
  const m = /^(.+?)(?:,|\s[—–|])\s(.+)$/.exec(text);
  return m && (placeLike(m[2]!) || looksLikeTitle(m[2]!)) ? m[1]! : text;
}

/**
 * "Master of Science in    12/2012 – 01/2017" / "International Hospitality    Brisbane" /
 * "Management": an entry's header set in a cell beside a column of its details (dates, place),
 * where the producer marks text objects. The header's lines go on in the one text object its
 * first line opened, from its left edge, in its face, at most two sizes apart; each detail opens
 * an object of its own. The header is one field, and its details follow it.
 */
function cellObjectGoesOn(a: PositionedLine, b: PositionedLine): boolean {
  const [top, ...beside] = a.segments;
  const [next, ...after] = b.segments;
  if (!top || !next || (!beside.length && !after.length) || next.opens) return false;
  if (a.page !== b.page || Math.abs(top.x - next.x) > SAME_EDGE || top.style !== next.style) return false;
  if (Math.abs(top.size - next.size) > 0.02 * top.size) return false;
  // The object says the line goes on; the gap only keeps it within the entry (a detail beside
  // the cell's last line may push it down).
  if (a.y - b.y <= 0 || a.y - b.y > 2 * top.size || BULLET_RE.test(next.text)) return false;
  // The details (dates, a place) stand right of the cell, each in an object of its own.
  const detail = (d: Segment) =>
    d.opens && d.x > Math.max(top.xEnd, next.xEnd) && (isDateCell(d.text) || isPlace(d.text));
  // A header has one range: a line with dates of its own under one beside its dates opens the next entry.
  const dated = (ds: Segment[]) => ds.some((d) => isDateCell(d.text));
  if (dated(beside) && dated(after)) return false;
  return [...beside, ...after].every(detail) && !detectHeading(top.text);
}

/**
 * "Master of Science in Manufacturing    Higher National Diploma in Mechanical" / "Engineering
 * Engineering": cards set side by side (two schools, a grid of entries), each cell's text wrapping
 * under itself. Where the producer marks text objects, under a row each of whose cells opened
 * one, a line none of whose cells opens one, each
 * starting at the left edge of a cell of the row above in that cell's face and size, at most two
 * sizes under it, goes on in those cells: the cells of the row above with their words added.
 */
function cellsGoOn(a: PositionedLine, b: PositionedLine): Segment[] | null {
  // Each cell of the row above opened an object of its own (a producer that marks only a table's
  // first cell says nothing of the rest).
  // A row with dates in it is an entry's header beside its dates (cellObjectGoesOn reads that).
  if (a.segments.length < 2 || a.page !== b.page || a.y - b.y <= 0) return null;
  if (!a.segments.every((c) => c.opens && !isDateCell(c.text))) return null;
  const cells = [...a.segments];
  for (const more of b.segments) {
    const k = cells.findIndex((c) => Math.abs(c.x - more.x) <= SAME_EDGE);
    const cell = cells[k];
    if (
      more.opens ||
      !cell ||
      cell.style !== more.style ||
      Math.abs(cell.size - more.size) > 0.02 * cell.size
    )
      return null;
    // A date opens a field of its own: a row of dates under a row of cells is the next entry's.
    if (a.y - b.y > 2 * cell.size || BULLET_RE.test(more.text) || isDateCell(more.text)) return null;
    const space = HYPHEN_END_RE.test(cell.text) ? '' : ' ';
    cells[k] = {
      ...cell,
      text: `${cell.text}${space}${more.text}`,
      xEnd: Math.max(cell.xEnd, more.xEnd),
      pieces: undefined,
    };
  }
  return cells;
}

/**
 * "Grande do Sul | December 2020 – December 2022", "Africa" + "Feb 2015 - May 2019": a line's
 * first words, then its dates after a separator or in a segment of their own; or null.
 */
function tailThenDates(l: PositionedLine): [string, string] | null {
  const [first, ...rest] = l.segments;
  if (!first) return null;
  if (rest.length) {
    const dates = rest.map((r) => r.text).join(' ');
    return isDateCell(dates) ? [first.text.trim(), dates] : null;
  }
  for (const cut of first.text.matchAll(/ [|–—·] /g)) {
    const dates = first.text.slice(cut.index + 3);
    if (isDateCell(dates)) return [first.text.slice(0, cut.index).trim(), dates];
  }
  return null;
}

/**
 * "Bachelor of Arts in Communications | Universidade Federal do Rio" / "Grande do Sul | December
 * 2020 – December 2022": an undated header that fills its measure (the next line's first word
 * would not have fitted) goes on on the next line, whose first words before its dates are the
 * rest of the header's last field, whatever face the dates are set in.
 */
function headerRunsOnToDates(a: PositionedLine, b: PositionedLine, measure: Measure): boolean {
  const top = only(a);
  const first = b.segments[0];
  if (!top || !first || a.page !== b.page || Math.abs(a.x - b.x) > SAME_EDGE) return false;
  if (Math.abs(top.size - first.size) > 0.02 * top.size) return false;
  if (a.y - b.y <= 0 || a.y - b.y > LEADING * top.size) return false;
  const tail = tailThenDates(b);
  if (!tail || !NAME_TAIL_RE.test(tail[0]) || detectHeading(tail[0])) return false;
  if (DETAIL_RE.test(top.text) || CLOSING_DATE_RE.test(top.text) || HYPHEN_END_RE.test(top.text))
    return false;
  if (endsWithLegalForm(top.text)) return false;
  const [room, width] = [measure.right - top.x, top.xEnd - top.x];
  return (
    width / Math.max(1, room) >= FILLED && wordOverruns(width, top.size, firstWordWidth(first, tail[0]), room)
  );
}

/**
 * "Master of Business Administration at Michael Okpara University of Agriculture    Sept 2005 -
 * Nov 2008" / "Umudike": dates set flush right in the header's own run close it, and its last
 * field, which ran up to them, goes on under the header's left edge in that field's face, one
 * leading below: its next word would not have fitted before the dates. Returns the joined text
 * (the field, the words under it, then the dates), or null.
 */
function fieldGoesOnBeforeDates(
  lines: readonly PositionedLine[],
  a: PositionedLine,
  b: PositionedLine,
  measure: Measure,
): string | null {
  const [top, next] = [only(a), only(b)];
  if (!top || !next || a.page !== b.page || Math.abs(a.x - b.x) > SAME_EDGE) return null;
  if (Math.abs(top.size - next.size) > 0.02 * top.size) return null;
  if (a.y - b.y <= 0 || a.y - b.y > LEADING * top.size) return null;
  const field = lastField(top);
  if (!field.dates || field.style !== next.style || isDateCell(field.text)) return null;
  // The dates are set flush right: the line runs to its column's measure, and so does another.
  const edges = (o: PositionedLine) =>
    o !== a &&
    o.page === a.page &&
    Math.abs(o.x - a.x) <= SAME_EDGE &&
    Math.abs(o.xEnd - a.xEnd) <= SAME_EDGE;
  if (Math.abs(a.xEnd - measure.right) > SAME_EDGE || !lines.some(edges)) return null;
  const words = next.text.replace(BRACKET_TAIL_RE, '');
  if (!NAME_TAIL_RE.test(words) || DETAIL_RE.test(next.text) || detectHeading(next.text)) return null;
  const [width, room] = [field.xEnd - top.x, field.dates.x - top.x];
  if (!wordOverruns(width, top.size, firstWordWidth(next), room)) return null;
  return `${field.text} ${next.text} ${field.dates.text}`;
}

/** A separator a line closes on, after a space: the field it announces is on the next line. */
const OPEN_SEPARATOR_RE = / [|–—·•-]$/;

/**
 * "Senior Support Specialist | Metro North Hospital and Health Service |" / "12.2019 - 12.2020",
 * "2021 –" / "Present": a header's first cell that closes on a separator goes on on the next line,
 * set in its face from its left edge one leading below. Returns the joined line's segments, or null.
 */
function separatorGoesOn(a: PositionedLine, b: PositionedLine): Segment[] | null {
  const [cell, ...beside] = a.segments;
  const [more, ...after] = b.segments;
  if (!cell || !more || !OPEN_SEPARATOR_RE.test(cell.text) || !inFaceOf(cell, more)) return null;
  if (
    a.page !== b.page ||
    Math.abs(a.x - b.x) > SAME_EDGE ||
    Math.abs(cell.size - more.size) > 0.02 * cell.size
  )
    return null;
  if (a.y - b.y <= 0 || a.y - b.y > LEADING * cell.size || BULLET_RE.test(more.text)) return null;
  const text = `${cell.text} ${more.text}`;
  const joined = { ...cell, text, xEnd: Math.max(cell.xEnd, more.xEnd), pieces: joinedPieces(cell, more) };
  return [joined, ...beside, ...after];
}

/** The face most of the text is set in: body text, whose wrapped lines the parser joins. */
export function bodyStyle(lines: readonly PositionedLine[]): string {
  const chars = new Map<string, number>();
  for (const l of lines)
    for (const s of l.segments) chars.set(s.style ?? '', (chars.get(s.style ?? '') ?? 0) + s.text.length);
  return [...chars].reduce((a, b) => (b[1] > a[1] ? b : a), ['', -1])[0];
}

/** An e-mail address cut where the column ends ("IGNACIOFERNANDEZ@YAHO" / "O.COM.AR"). */
const EMAIL_HEAD_RE = /(?:^|\s)[\w.+-]+@[\w.-]*$/;
const EMAIL_TAIL_RE = /^[\w.-]*\.[a-z]{2,}$/i;

function emailGoesOn(a: PositionedLine, b: PositionedLine): boolean {
  const [top, next] = [only(a), only(b)];
  if (!top || !next || a.page !== b.page || Math.abs(a.x - b.x) > SAME_EDGE) return false;
  if (a.y - b.y <= 0 || a.y - b.y > LEADING * top.size) return false;
  if (!EMAIL_HEAD_RE.test(top.text)) return false;
  // A head cut right after a dot goes on with the last part ("…@kpnmail." / "nl").
  if (top.text.endsWith('.')) return /^[a-z]{2,6}(?:\.[a-z]{2,3})?$/i.test(next.text);
  // A head that already ends in a domain goes on only by a few letters (".CO" / "M"), perhaps
  // then a country's (".co" / "m.br"), and so does one cut inside its last part (".C" / "OM").
  return /\.[a-z]+$/i.test(top.text)
    ? /^[a-z]{1,3}(?:\.[a-z]{2})?$/i.test(next.text)
    : EMAIL_TAIL_RE.test(next.text);
}

/**
 * What a page's reading starts from: the document's body face, and whether the page opens inside
 * a list (the header above the first heading, or a skills or languages section run on from the
 * page before).
 */
export interface WrapContext {
  body: string;
  list: boolean;
}

/** A run shows two spacings when its gaps part into two groups this many times apart. */
const ITEM_PITCH = 1.08;
/** A list's lines, wrapped or not, stand at most this many sizes apart (chips with padding and a margin, 2 and a bit). */
const LIST_RUN = 2.5;
/** Gaps within this share of each other are one spacing (positions are rounded). */
export const SAME_GAP = 1.01;

/**
 * For each line of a list set one item a line (one run, one left edge, one face) whose gaps part
 * into two spacings, the wider of its run's tight gaps: the leading inside an item that wrapped.
 * The items themselves stand further apart.
 */
function listRuns(lines: readonly PositionedLine[]): {
  leading: Map<PositionedLine, number>;
  opened: Set<PositionedLine>;
  runEnd: Map<PositionedLine, number>;
} {
  const leading = new Map<PositionedLine, number>();
  const opened = new Set<PositionedLine>();
  const runEnd = new Map<PositionedLine, number>();
  let start = 0;
  for (let i = 1; i <= lines.length; i++) {
    const line = lines[i];
    if (line && sameList(lines[i - 1]!, line)) continue;
    const run = lines.slice(start, i);
    const spacings = twoSpacings(run.slice(1).map((l, k) => run[k]!.y - l.y));
    if (spacings) for (const l of run) leading.set(l, spacings.leading);
    // Where some items open a text object and some lines under them do not, those lines go on
    // their items (types.ts `opens`); a producer that marks every line or none tells nothing.
    const rest = run.slice(1).map((l) => Boolean(l.segments[0]!.opens));
    if (rest.includes(true) && rest.includes(false)) for (const l of run) opened.add(l);
    const end = Math.max(...run.map((l) => l.xEnd));
    for (const l of run) runEnd.set(l, end);
    start = i;
  }
  return { leading, opened, runEnd };
}

/** Two lines of one list: one face and size, one edge, one below the other within LIST_RUN. */
function sameList(prev: PositionedLine, line: PositionedLine): boolean {
  const [top, next] = [only(prev), only(line)];
  return Boolean(
    top &&
    next &&
    line.page === prev.page &&
    aligned(prev, line) &&
    top.style === next.style &&
    Math.abs(top.size - next.size) <= 0.02 * top.size &&
    prev.y - line.y > 0 &&
    prev.y - line.y <= LIST_RUN * next.size,
  );
}

/**
 * Gaps between a run's lines that part into two spacings: sorted, cut at their widest step, which
 * must be at least ITEM_PITCH. `leading` is the widest of the tight gaps; `tight` and `wide` count
 * the gaps on each side. Null when the gaps show one spacing. (7b reads a grid's columns so too.)
 */
export function twoSpacings(
  gaps: readonly number[],
): { leading: number; tight: number; wide: number } | null {
  const sorted = [...gaps].sort((a, b) => a - b);
  let cut = 0;
  for (let k = 1; k + 1 < sorted.length; k++)
    if (sorted[k + 1]! / sorted[k]! > sorted[cut + 1]! / sorted[cut]!) cut = k;
  if (sorted.length < 2 || sorted[cut + 1]! < ITEM_PITCH * sorted[cut]!) return null;
  return { leading: sorted[cut]!, tight: cut + 1, wide: sorted.length - cut - 1 };
}

/** Lines of a list written with separators ("SQL, Python"): the parser rejoins those. */
const listed = (a: PositionedLine, b: PositionedLine): boolean => /[,;|•·]/.test(lineText(a) + lineText(b));

/** Whether a list is open after these lines, given whether one was open before them. */
export function listAfter(lines: readonly PositionedLine[], before: boolean): boolean {
  let list = before;
  for (const line of lines) {
    const heading = detectHeading(lineText(line));
    if (heading) list = listHeading(heading);
  }
  return list;
}

const listHeading = (heading: { kind: string; label: string }): boolean =>
  heading.kind === 'skills' || /language/i.test(heading.label);

/** The line before `line` in `out` becomes one line of `segments`, at `line`'s baseline, in its own row's measure. */
function joinLast(out: PositionedLine[], line: PositionedLine, segments: Segment[]): void {
  const last = out.at(-1)!;
  out[out.length - 1] = { ...lineOf(last.page, segments), y: line.y, measure: last.measure };
}

export function joinWrappedLines(
  lines: readonly PositionedLine[],
  context: WrapContext = { body: bodyStyle(lines), list: true },
): PositionedLine[] {
  const measure = measures(lines);
  // A first line indented over its paragraph's edge wraps at the measure of the text set from that
  // edge; a column set flush right, at its own.
  const lineMeasure = (last: PositionedLine, line: PositionedLine): Measure => {
    const right = flushRight(last, line);
    return !right && line.x < last.x - SAME_EDGE ? pageMeasure(lines, line) : measure(last, right);
  };
  const { leading, opened, runEnd } = listRuns(lines);
  // Where the producer marks text objects, a line that opens one starts a paragraph of its own
  // (types.ts `opens`). It marks them when, between lines in one face, some open one and some go
  // on in one; a producer that opens one only where the font changes says nothing by it.
  const sameFace = lines.filter(
    (l, i) => i > 0 && lines[i - 1]!.segments.at(-1)!.style === l.segments[0]!.style,
  );
  const opens = sameFace.map((l) => Boolean(l.segments[0]!.opens));
  const marked = opens.includes(true) && opens.includes(false);
  const { body } = context;
  // Whether `line` stands under `last` as an item's wrapped line does: in the text object the
  // item opened, where the list marks them, else at its run's tighter leading.
  const itemPitch = (last: PositionedLine, line: PositionedLine): boolean => {
    if (opened.has(line)) return !line.segments[0]!.opens;
    const least = leading.get(line);
    return least !== undefined && last.y - line.y <= SAME_GAP * least;
  };
  const out: PositionedLine[] = [];
  // A skills list sets one short item a line, and so does the header above the first heading
  // (a headline, contact details): their lines are items, however narrow the column.
  let list = context.list;
  for (const [i, line] of lines.entries()) {
    const last = out.at(-1);
    if (last && emailGoesOn(last, line)) {
      const seg = only(last)!;
      joinLast(out, line, [{ ...seg, text: `${seg.text}${only(line)!.text}`, pieces: undefined }]);
      continue;
    }
    const cells = last && marked ? cellsGoOn(last, line) : null;
    if (cells) {
      joinLast(out, line, cells);
      continue;
    }
    if (last && marked && cellObjectGoesOn(last, line)) {
      const [cell, ...beside] = last.segments;
      const [more, ...after] = line.segments;
      const text = `${cell!.text} ${more!.text}`;
      joinLast(out, line, [
        { ...cell!, text, xEnd: Math.max(cell!.xEnd, more!.xEnd), pieces: undefined },
        ...beside,
        ...after,
      ]);
      continue;
    }
    // Where text objects are marked, a line that goes on in the one above it is read as part of
    // it before its words are read as a heading ("Knowledge Base" / "Writing"), and a line the
    // next goes on from is a heading only with it ("Social Media" / "Graphics").
    const goesOn = marked && !line.segments[0]!.opens;
    const next = lines[i + 1];
    const wrapsOn = marked && next !== undefined && !next.segments[0]!.opens && sameList(line, next);
    const own = lineText(line);
    // A heading's words in a list's own run, a run whose lines show its items ("SKILLS" closing
    // "PRESENTATION SKILLS", "PRESENTATION" and "DEVELOPMENT" in a list of capitals): the run's
    // face, size and edge, one of its two spacings or its items' text objects. They are an item's
    // words, and the list goes on: a heading stands in a face of its own or further apart.
    const inItem =
      list && last !== undefined && sameList(last, line) && (leading.has(line) || opened.has(line));
    const found = inItem ? null : detectHeading(own);
    const heading = found && wrapsOn && !detectHeading(`${own} ${lineText(next!)}`) ? null : found;
    if (heading && !goesOn) list = listHeading(heading);
    // A header (a face other than the body's) that goes on beside or before its dates.
    const header = last !== undefined && !list && !heading && last.segments[0]?.style !== body;
    const separated = header ? separatorGoesOn(last, line) : null;
    if (separated) {
      joinLast(out, line, separated);
      continue;
    }
    if (header && cellGoesOn(last, line, cellMeasure(lines, last, line))) {
      const [cell, ...dates] = last.segments;
      const space = HYPHEN_END_RE.test(cell!.text) ? '' : ' ';
      joinLast(out, line, [
        { ...cell!, text: `${cell!.text}${space}${lineText(line)}`, pieces: undefined },
        ...dates,
      ]);
      continue;
    }
    if (header && headerRunsOnToDates(last, line, pageMeasure(lines, last))) {
      const [first, ...dates] = line.segments;
      const seg = only(last)!;
      joinLast(out, line, [
        { ...seg, text: `${seg.text} ${first!.text}`, xEnd: first!.xEnd, pieces: undefined },
        ...dates,
      ]);
      continue;
    }
    const beforeDates =
      header && last ? fieldGoesOnBeforeDates(lines, last, line, measure(last, false)) : null;
    if (last && beforeDates !== null) {
      joinLast(out, line, [{ ...only(last)!, text: beforeDates, pieces: undefined }]);
      continue;
    }
    // In a list set one item a line, an item that wrapped goes on at the list's tighter leading,
    // in any face, when its next word would not have fitted on its first line.
    const itemWraps = list && last !== undefined && itemPitch(last, line) && !listed(last, line);
    // Body text is the parser's to join, but a degree set in it ("Bachelor of Arts in Primary" /
    // "Education with Qualified Teacher") is a header: nothing in its words says it goes on.
    const top = last && only(last);
    // An item's measure is its list's: a list set in a narrow column of its own (a grid's cell,
    // a box) wraps at the right edge of its widest line, not at the page's.
    const itemMeasure = (a: PositionedLine, b: PositionedLine): Measure | undefined =>
      itemWraps && !flushRight(a, b) && runEnd.has(a)
        ? { right: Math.min(runEnd.get(a)!, measure(a, false).right) }
        : undefined;
    // So is a line of it that goes on in the text object the line above opened (a school's name
    // set in the body face, in a sidebar).
    const textWraps =
      !list &&
      top !== null &&
      top !== undefined &&
      (top.style !== body || looksLikeDegree(top.text) || goesOn);
    const run = !list && last && !heading ? colourFieldsRun(last) : null;
    const under = only(line);
    const inLastField = run !== null && under !== null && lastField(only(run)!).style === under.style;
    if (last && run && inLastField && wraps(run, line, measure(run, false))) {
      const [field, beside] = last.segments as [Segment, Segment];
      const text = `${beside.text} ${lineText(line)}`;
      joinLast(out, line, [
        field,
        { ...beside, text, xEnd: Math.max(beside.xEnd, line.xEnd), pieces: undefined },
      ]);
      continue;
    }
    if (
      last &&
      (!heading || goesOn) &&
      (itemWraps || textWraps) &&
      (goesOn || !marked) &&
      wraps(last, line, itemMeasure(last, line) ?? lineMeasure(last, line), itemWraps, goesOn)
    ) {
      const seg = only(last)!;
      const text = `${seg.text} ${lineText(line)}`;
      // The joined line keeps its faces: its last field may go on again, in its own face.
      const pieces = joinedPieces(seg, only(line)!);
      joinLast(out, line, [{ ...seg, text, xEnd: line.xEnd, pieces }]);
      continue;
    }
    if (heading && goesOn) list = listHeading(heading);
    out.push(line);
  }
  return out;
}
