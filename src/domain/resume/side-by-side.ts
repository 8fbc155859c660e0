/**
 * Two cards set side by side (a grid of two columns within a section: roles, or schools of three
 * lines each): every line holds the left card's line and the right card's a wide gap apart, and
 * one line holds the two cards' dates ("January 2019 to Present    June 2016 to December 2018").
 * Such a block of three lines or more is read as the left card, then the right card. Run on the
 * lines before wrapped lines are joined.
 */
import { findDates } from './dates';
import type { ResumeLine } from './lines';

const GAP_RE = /\s{3,}/;

/** The two parts of a line a wide gap apart, or null when it has not exactly two. */
function halves(line: ResumeLine): [string, string] | null {
  const parts = line.text.trim().split(GAP_RE);
  return parts.length === 2 ? [parts[0]!, parts[1]!] : null;
}

/** A part that is nothing but a date range. */
function onlyRange(text: string): boolean {
  const found = findDates(text);
  return Boolean(found.start && found.end && !found.rest.trim());
}

/** The fewest lines a card holds: a degree, its school and its dates. */
const CARD_LINES = 3;

/** Lines with the cards side by side are read left card first, then right card. */
export function unzipCards(lines: ResumeLine[]): ResumeLine[] {
  const split = lines.map(halves);
  const out = [...lines];
  for (let d = lines.length - 1; d >= 0; d--) {
    const h = split[d];
    if (!h || !onlyRange(h[0]) || !onlyRange(h[1])) continue;
    // The block: the run of two-part lines around the dates line.
    let [from, to] = [d, d + 1];
    while (from > 0 && split[from - 1]) from--;
    while (to < lines.length && split[to]) to++;
    if (to - from < CARD_LINES) continue;
    const side = (k: 0 | 1) => lines.slice(from, to).map((l, i) => ({ ...l, text: split[from + i]![k] }));
    out.splice(from, to - from, ...side(0), ...side(1));
    d = from;
  }
  return out;
}
