/**
 * Helpers of json-resume.ts: dates between written text and ISO 8601, links as JSON Resume
 * profiles, and the lines that carry JSON Resume fields ParsedResume has no place for.
 */
import { dateKey } from './dates';

type Text = string | null | undefined;

/** Trimmed text, or null when there is none. */
export const clean = (s: Text): string | null => s?.trim() || null;

/** The non-empty, trimmed strings of a list, in order. */
export const texts = (list: Text[] | null | undefined): string[] =>
  (list ?? []).map(clean).filter((s): s is string => s !== null);

/** "a, b, c" of the parts that are present. */
export const joinParts = (parts: Text[]): string | null => texts(parts).join(', ') || null;

/** The ISO 8601 forms JSON Resume dates take: YYYY, YYYY-MM, YYYY-MM-DD. */
export const ISO_DATE_RE = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;

/** A written date as ISO ("Jan 2020" -> "2020-01"), or undefined when it names no date ("Present"). */
export function isoDate(written: Text): string | undefined {
  const key = dateKey(written);
  return key && key !== 'present' ? key : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO date as a resume writes it ("2020-01-15" -> "Jan 2020", "2019" stays); other text is kept. */
export function writtenDate(iso: string): string {
  const s = iso.trim();
  const m = /^(\d{4})-(\d{2})(?:-\d{2}(?:T.*)?)?$/.exec(s);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${month} ${m[1]}` : s;
}

export type WrittenDates = {
  start?: string | null;
  end?: string | null;
};

/** The "x-dates" extension: each date exactly as written, when there is one. */
export function writtenDates(start: string | null, end: string | null): WrittenDates | undefined {
  if (start === null && end === null) return undefined;
  return { ...(start !== null && { start }), ...(end !== null && { end }) };
}

/**
 * Whether a written date still stands for an item's ISO date: both name the same year-month,
 * or there is no ISO date and the text names none either (absent, "Present", "Spring term").
 */
function agrees(written: string | null, iso: string | null): boolean {
  const key = dateKey(written);
  return iso ? key !== null && key === dateKey(iso) : key === null || key === 'present';
}

/**
 * An item's dates back as written text. The "x-dates" text wins while it agrees with the ISO
 * dates; otherwise the ISO date is written as a resume would write it. With "x-dates" a missing
 * end means no end; without it, a start and no end means "Present".
 */
export function readDates(
  startIso: Text,
  endIso: Text,
  written: WrittenDates | null | undefined,
): { start: string | null; end: string | null } {
  const [s, e] = [clean(startIso), clean(endIso)];
  const [ws, we] = [clean(written?.start), clean(written?.end)];
  const start = written && agrees(ws, s) ? ws : s && writtenDate(s);
  if (written && agrees(we, e)) return { start, end: we };
  return { start, end: e ? writtenDate(e) : start ? 'Present' : null };
}

/** "Jan 2020 – Present" for an item with dates and no place to keep them. */
export function dateRange(startIso: Text, endIso: Text, written?: WrittenDates | null): string | null {
  const { start, end } = readDates(startIso, endIso, written);
  return texts([start, end]).join(' – ') || null;
}

const NETWORKS: [RegExp, string][] = [
  [/(?:^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(?:^|\.)github\.com$/, 'GitHub'],
  [/(?:^|\.)gitlab\.com$/, 'GitLab'],
  [/(?:^|\.)behance\.net$/, 'Behance'],
  [/(?:^|\.)dribbble\.com$/, 'Dribbble'],
  [/(?:^|\.)twitter\.com$/, 'Twitter'],
  [/(?:^|\.)x\.com$/, 'X'],
];

/** The host ("github.com") and path segments of a link written with or without a scheme. */
function splitLink(link: string): { host: string; path: string[] } {
  const m = /^(?:[a-z][a-z\d+.-]*:\/\/)?(?:www\.)?([^/?#\s]+)([^?#\s]*)/i.exec(link.trim());
  return { host: (m?.[1] ?? '').toLowerCase(), path: (m?.[2] ?? '').split('/').filter(Boolean) };
}

/** A link as a profile: the network its host names (else "Website") and the user its path names. */
export function linkProfile(link: string): { network: string; username?: string; url: string } {
  const { host, path } = splitLink(link);
  const network = NETWORKS.find(([re]) => re.test(host))?.[1] ?? 'Website';
  // LinkedIn puts the user after /in/; the other networks put it first.
  const user = network === 'LinkedIn' ? (/^(?:in|pub)$/.test(path[0] ?? '') ? path[1] : undefined) : path[0];
  const username = network === 'Website' ? undefined : user?.replace(/^@/, '');
  return { network, ...(username && { username }), url: link };
}

const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether a link already shows a profile's network or username (so neither is lost with it). */
export function linkShows(url: string, word: string | null): boolean {
  return !word || squash(url).includes(squash(word)) || linkProfile(url).network === word;
}
