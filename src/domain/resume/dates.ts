/**
 * Dates as resumes write them: "Jan 2020", "January 2020", "03/2018", "03.2018", "2019",
 * "Summer 2019", "2018-03", "Present", and their Spanish, German, French and Portuguese forms
 * (dates-i18n.ts). Found in a line, turned into a comparable year-month, and summed into years
 * of experience.
 */
import { DATE_LEAD_RE, I18N_MONTH, I18N_PRESENT, I18N_RANGE_WORDS, monthNumber } from './dates-i18n';
import { foldAccents } from './fold';

const MONTH =
  '(?:' +
  I18N_MONTH +
  '|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
// "Summers 2007, 2008": a season named for several years.
const SEASON = '(?:spring|summer|fall|autumn|winter)s?';
const YEAR = '(?<![\\d$])(?:19|20)\\d{2}(?![\\d%])';
const PRESENT = `(?:${I18N_PRESENT}|present|current|currently|now|today|ongoing)`;
// "Jan 2020", "jan/2020", "enero de 2020", "März 2020".
const DAY_MONTH = '(?<!\\d)(?:0?[1-9]|[12]\\d|3[01])[./](?:0?[1-9]|1[0-2])[./]';
// "2019-03-15": a whole ISO date (its day is dropped).
const ISO_DAY = `${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])(?!\\d)`;
// A month and its year stand at most two spaces apart: a word spelled like a month that ends a cell
// of other words, a cell's gap before a year, is another field ("Hospital Universitario La Paz    2024",
// "paź" being October). A month alone in its cell is the month of the year in the next ("Févr.    2025").
const MONTH_THEN = `(?:(?:${MONTH}|${SEASON})\\s{0,2}(?:(?:,|de|del|/|-)\\s*)?|(?<=^|\\s{3}|\\t)${MONTH}\\s+)`;
const SINGLE = `(?:${ISO_DAY}|${DAY_MONTH}${YEAR}|${MONTH_THEN}${YEAR}|(?<!\\d)(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR}\\s*[/.-]\\s*(?:0[1-9]|1[0-2])(?!\\d)|${YEAR})`;
const ANY = `(?:${SINGLE}|${PRESENT})`;
const RANGE_WORD = `(?:--?|–|—|~|→|to|until|till|through|thru|${I18N_RANGE_WORDS})`;
const RANGE_SEP = `\\s*${RANGE_WORD}\\s*`;

/** "Exp. Jun. 2017", "expected May 2024": an end still to come is an end. */
const EXPECTED = '(?:exp(?:ected)?\\.?\\s*)?';
const RANGE_RE = new RegExp(`(?<![a-z])(${SINGLE})${RANGE_SEP}(${EXPECTED}${ANY})(?![a-z])`, 'i');
/**
 * "Sep. 2013, Mar. 2011 – Oct. 2011", "Summers 2007, 2008, Winter 2009": dates listed with
 * commas are one date as written (a role held at several times); before a range they are its start.
 */
const LIST_BEFORE_RE = new RegExp(`(?<![a-z\\d])(?:${SINGLE})(?:\\s*,\\s*(?:${SINGLE}))*\\s*,\\s*$`, 'i');
const LIST_RE = new RegExp(
  `(?<![a-z])(?:${SINGLE})(?:\\s*(?:,|&|and)\\s*(?:${SINGLE}))+(?![a-z\\d])(?:${RANGE_SEP}(${MONTH})\\s*$)?`,
  'i',
);
/**
 * "Dec. 2021 Mar. 2026": two month-and-year dates a single space apart are a range whose dash
 * the PDF drew with a glyph that has no text (a soft hyphen).
 */
const BARE_RANGE_RE = new RegExp(
  `(?<![a-z])(${MONTH}\\s*${YEAR}) (${MONTH}\\s*${YEAR}|${PRESENT})(?![a-z])`,
  'i',
);
/** "May – Aug 2020": two months of one year, the year written once, after the second. */
const MONTH_RANGE_RE = new RegExp(
  `(?<![a-z])(${MONTH})\\s*(?:--?|–|—|to)\\s*(${MONTH}\\s*(?:(?:,|/)\\s*)?${YEAR})`,
  'i',
);
/** The month that ends a list's range ("... – Oct."); the lookbehind starts it where its gap does. */
const LIST_END_RE = new RegExp(`(?:(?<!\\s)\\s+)?${RANGE_WORD}\\s*${MONTH}\\s*$`, 'i');
const OPEN_RANGE_RE = new RegExp(`(?<![a-z])(${SINGLE})\\s*(?:--?|–|—)\\s*$`, 'i');
const SINGLE_RE = new RegExp(`(?<![a-z])(${SINGLE})`, 'i');
const SINGLE_ALL_RE = new RegExp(`(?<![a-z])(${ANY})(?![a-z])`, 'gi');

const PRESENT_RE = new RegExp(`^${PRESENT}$`, 'i');

export interface YearMonth {
  year: number;
  /** null when only the year is written. */
  month: number | null;
}

export type ParsedDate = YearMonth | 'present';

export function parseDate(raw: string | null | undefined): ParsedDate | null {
  if (!raw) return null;
  const s = raw.toLowerCase().trim();
  if (PRESENT_RE.test(s)) return 'present';
  const year = /(?:19|20)\d{2}/.exec(s);
  if (!year) return null;
  const y = Number(year[0]);
  const words = foldAccents(s).match(/[a-z]+/g);
  if (words) {
    const m = words.map(monthNumber).find((n) => n !== null);
    return { year: y, month: m ?? null };
  }
  const iso = /^(?:19|20)\d{2}-(\d{2})-\d{2}$/.exec(s);
  if (iso) return { year: y, month: Number(iso[1]) };
  // "15.03.2019" (day first) and "03/15/2019" (month first): the number that can be a month.
  const nums = (s.replace(year[0], ' ').match(/\d{1,2}/g) ?? []).map(Number);
  const month = nums.length === 2 && nums[1]! <= 12 ? nums[1]! : (nums[0] ?? null);
  return { year: y, month: month && month >= 1 && month <= 12 ? month : null };
}

/** "2020-01", "2020" or "present": the key under which two spellings of a date compare equal. */
export function dateKey(raw: string | null | undefined): string | null {
  const d = parseDate(raw);
  if (!d) return null;
  if (d === 'present') return 'present';
  return d.month ? `${d.year}-${String(d.month).padStart(2, '0')}` : String(d.year);
}

export interface FoundDates {
  start: string | null;
  end: string | null;
  /** The line with the dates and the punctuation around them removed. */
  rest: string;
}

function cut(line: string, index: number, length: number): string {
  // "von 03/2019 bis heute": the word leading into the dates goes with them.
  const before = line
    .slice(0, index)
    .replace(/(?<![\s,|•·([–—-])[\s,|•·([–—-]+$/, '')
    .replace(DATE_LEAD_RE, '')
    .replace(/(?<![\s,|•·([–—:-])[\s,|•·([–—:-]+$/, '');
  const after = line.slice(index + length).replace(/^[\s,|•·)\]–—-]+/, '');
  return before && after ? `${before}  ${after}` : before || after;
}

/** Finds a date range ("Jan 2020 – Present") or else a single date ("May 2021") in a line. */
export function findDates(line: string): FoundDates {
  const found = datesIn(line);
  // A month set a cell's gap from its year ("Févr.    2025") reads as one date.
  const tidy = (d: string | null) => d && d.replace(/\s{2,}/g, ' ');
  return { ...found, start: tidy(found.start), end: tidy(found.end) };
}

function datesIn(line: string): FoundDates {
  const months = MONTH_RANGE_RE.exec(line);
  if (months && !RANGE_RE.test(line)) {
    const rest = cut(line, months.index, months[0].length);
    return { start: months[1]!.trim(), end: months[2]!.trim(), rest };
  }
  const range = RANGE_RE.exec(line) ?? BARE_RANGE_RE.exec(line);
  if (range) {
    const listed = LIST_BEFORE_RE.exec(line.slice(0, range.index));
    const at = listed ? listed.index : range.index;
    const start = line.slice(at, range.index) + range[1]!;
    return {
      start: start.trim(),
      end: range[2]!.trim(),
      rest: cut(line, at, range.index + range[0].length - at),
    };
  }
  const list = LIST_RE.exec(line);
  if (list) {
    // "Sep. 2013, Mar. 2011 – Oct." : a range whose end's year wrapped to another line ends in that month.
    const start = list[1] ? list[0].slice(0, list[0].search(LIST_END_RE)) : list[0];
    return { start: start.trim(), end: list[1] ?? null, rest: cut(line, list.index, list[0].length) };
  }
  // "2021 –" closing its line: a range left open runs to the present.
  const open = /[-–—]\s*$/.test(line) ? OPEN_RANGE_RE.exec(line) : null;
  if (open) return { start: open[1]!.trim(), end: 'Present', rest: cut(line, open.index, open[0].length) };
  const single = SINGLE_RE.exec(line);
  // "Since Jan 2021", "seit 03/2019": a date led by a word for "since" opens a range to the present.
  const since = single && SINCE_RE.test(line.slice(0, single.index));
  if (single)
    return {
      start: single[1]!.trim(),
      end: since ? 'Present' : null,
      rest: cut(line, single.index, single[0].length),
    };
  return { start: null, end: null, rest: line };
}

/** A word for "since" right before a date, in the languages dates-i18n.ts reads. */
const SINCE_RE = /(?:^|[\s(])(?:since|from|seit|ab|desde|depuis|dal|sinds|od)\s*$/i;

const LEADING_DATE_RE = new RegExp(`^(?:${ANY})(?![a-z])`, 'i');
const ENDS_ON_DATE_RE = new RegExp(`(?<![a-z])(?:${SINGLE})\\s*$`, 'i');

/**
 * "… 11.2024 -" over "09.2025, Pasig": a range cut by the line's end, its end date (or
 * "Present") leading the next line.
 */
export const rangeGoesOn = (line: string, next: string): boolean =>
  /[-–—]\s*$/.test(line) && OPEN_RANGE_RE.test(line) && startsWithDate(next);

/**
 * "…, 2019-08-01" over "- 2020-07-01": a range cut before its dash, the line ending on its start
 * date (after a range's start, no other date before it on the line) and the next opening with the
 * dash and the end date (or "Present").
 */
export const rangeEndGoesOn = (line: string, next: string): boolean => {
  const dash = /^\s*(?:--?|–|—)/.exec(next);
  if (!dash || !startsWithDate(next.slice(dash[0].length).trimStart())) return false;
  const found = findDates(line);
  return found.start !== null && found.end === null && ENDS_ON_DATE_RE.test(line);
};

/** "…, 2018-12-01 - 2022-" over "05-01": an ISO date cut at its own hyphen; the halves join with none. */
export const isoDateGoesOn = (line: string, next: string): boolean =>
  /(?<!\d)(?:19|20)\d{2}-(?:[01]\d-)?$/.test(line.trimEnd()) &&
  /^[0-3]\d(?:-[0-3]\d)?(?!\d)/.test(next.trim());

/** "2020-07-01", "Present": a text that is one date and nothing else. */
export const dateAlone = (text: string): boolean => {
  const t = text.trim().replace(/[.,;]$/, '');
  return LEADING_DATE_RE.exec(t)?.[0].length === t.length;
};

/** "lis 2017–gru 2018", "Present": a line that opens with a date. */
export const startsWithDate = (text: string): boolean => LEADING_DATE_RE.test(text.trim());

/** Every date-like token in a text (for "the latest date this resume mentions"). */
export function allDates(text: string): string[] {
  return [...text.matchAll(SINGLE_ALL_RE)].map((m) => m[1]!.trim());
}

/** Months since year 0, or null. Year-only dates count from January: never over-claims. */
export function monthIndex(d: ParsedDate | null, asOf: YearMonth | null): number | null {
  if (!d) return null;
  const ym = d === 'present' ? asOf : d;
  if (!ym) return null;
  return ym.year * 12 + ((ym.month ?? 1) - 1);
}

export function latestDate(texts: string[]): YearMonth | null {
  let best: number | null = null;
  for (const t of texts) {
    for (const raw of allDates(t)) {
      const idx = monthIndex(parseDate(raw), null);
      if (idx !== null && (best === null || idx > best)) best = idx;
    }
  }
  return best === null ? null : { year: Math.floor(best / 12), month: (best % 12) + 1 };
}

/**
 * "3 years 2 months", "(1 yr 3 mos)", "a month", "2 años 5 meses", "4 Jahre", "1 an    10 mois": how
 * long a range lasted, printed after its dates (or on a line of its own under them).
 */
const SPAN_RE =
  /[(•·|,]? ?(?:\b\d{1,2}\+?|(?<![\p{L}])an?) ?(?:years?|yrs?|months?|mos?|años?|mes(?:es)?|jahre?|monate?|ans?|mois|anos?|anni|anno|mes[ei]|jaar|maand(?:en)?|lat|rok|miesiąc|miesięcy)\b(?:,?\s*\d{1,2} ?(?:months?|mos?|mes(?:es)?|monate?|mois|mes[ei]|maand(?:en)?|miesiąc|miesięcy)\b)? ?\)?/giu;

export const withoutSpan = (rest: string): string => rest.replace(SPAN_RE, ' ');

/** A line that only says how long a range lasted ("2 ans    6 mois" under its dates): no field. */
export function spanOnly(text: string): boolean {
  const rest = withoutSpan(text);
  return rest !== text && /^[\s•·|,()–-]*$/.test(rest);
}

/** Cells of a line (a wide gap apart). */
const CELL_GAP_RE = /(?<=\S)\s{3,}(?=\S)/;

/**
 * "1 an 7 mois    Tim Hortons    Mississauga, Ontario": a line's cells that only say how long a
 * range lasted (a date column's second line set beside the entry's) taken out; a line of such
 * cells alone is left whole (spanOnly skips it).
 */
export function withoutSpanCells(text: string): string {
  const cells = text.split(CELL_GAP_RE);
  const kept = cells.filter((c) => !spanOnly(c));
  return kept.length === cells.length || !kept.length ? text : kept.join('    ');
}

/** A section's lines with their span cells taken out (withoutSpanCells), bullets as they are. */
export const withoutSpanCellsIn = <L extends { text: string; bullet: boolean }>(lines: readonly L[]): L[] =>
  lines.map((l) => (l.bullet ? l : { ...l, text: withoutSpanCells(l.text) }));
