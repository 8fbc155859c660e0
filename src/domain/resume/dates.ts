/**
 * Dates as resumes write them: "Jan 2020", "January 2020", "03/2018", "2019", "Summer 2019",
 * "2018-03", "Present". Found in a line, turned into a comparable year-month, and summed into
 * years of experience.
 */

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const YEAR = '(?<![\\d$])(?:19|20)\\d{2}(?![\\d%])';
const PRESENT = '(?:present|current|currently|now|today|ongoing|to date)';
const SINGLE = `(?:(?:${MONTH}|${SEASON})\\s*,?\\s*${YEAR}|(?<!\\d)(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR}\\s*[/.-]\\s*(?:0[1-9]|1[0-2])(?!\\d)|${YEAR})`;
const ANY = `(?:${SINGLE}|${PRESENT})`;
const RANGE_SEP = '\\s*(?:-|–|—|~|to|until|till|through|thru)\\s*';

const RANGE_RE = new RegExp(`(?<![a-z])(${SINGLE})${RANGE_SEP}(${ANY})(?![a-z])`, 'i');
const SINGLE_RE = new RegExp(`(?<![a-z])(${SINGLE})`, 'i');
const SINGLE_ALL_RE = new RegExp(`(?<![a-z])(${ANY})(?![a-z])`, 'gi');

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
}; // prettier-ignore
const SEASONS: Record<string, number> = { winter: 1, spring: 3, summer: 6, fall: 9, autumn: 9 };

export interface YearMonth {
  year: number;
  /** null when only the year is written. */
  month: number | null;
}

export type ParsedDate = YearMonth | 'present';

export function parseDate(raw: string | null | undefined): ParsedDate | null {
  if (!raw) return null;
  const s = raw.toLowerCase().trim();
  if (new RegExp(`^${PRESENT}$`).test(s)) return 'present';
  const year = /(?:19|20)\d{2}/.exec(s);
  if (!year) return null;
  const y = Number(year[0]);
  const word = /[a-z]+/.exec(s);
  if (word) {
    const m = MONTHS[word[0].slice(0, 3)] ?? SEASONS[word[0]];
    return { year: y, month: m ?? null };
  }
  const digits = s.replace(year[0], ' ').match(/\d{1,2}/);
  const month = digits ? Number(digits[0]) : null;
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
  const before = line.slice(0, index).replace(/[\s,|•·([–—-]+$/, '');
  const after = line.slice(index + length).replace(/^[\s,|•·)\]–—-]+/, '');
  return before && after ? `${before}  ${after}` : before || after;
}

/** Finds a date range ("Jan 2020 – Present") or else a single date ("May 2021") in a line. */
export function findDates(line: string): FoundDates {
  const range = RANGE_RE.exec(line);
  if (range) {
    return { start: range[1]!.trim(), end: range[2]!.trim(), rest: cut(line, range.index, range[0].length) };
  }
  const single = SINGLE_RE.exec(line);
  if (single) return { start: single[1]!.trim(), end: null, rest: cut(line, single.index, single[0].length) };
  return { start: null, end: null, rest: line };
}

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
