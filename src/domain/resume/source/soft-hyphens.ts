/**
 * Hyphens a PDF draws with the soft-hyphen character. Some generators (LaTeX's T1 fonts, the
 * Roboto CV templates) map their visible hyphen glyph to U+00AD, so "SOC-compliant" and
 * "2017 - 2020" are drawn with a hyphen the reader sees, but pdf.js's text layer drops every
 * invisible format character and hands over "SOCcompliant" and "2017 2020". The page's
 * operator list still holds each drawn glyph with its character: every soft hyphen found there
 * is put back into the text items as "-", placed by the letters around it.
 */
import type { TextItem } from '../layout/types';

const SOFT_HYPHEN = '\u00ad';
/** Letters either side of a hyphen that place it in the page's text. */
const CONTEXT = 10;

const squeeze = (s: string): string => s.normalize('NFKC').replace(/\s+/g, '');

interface Spot {
  /** The item the hyphen follows, and the offset in its text just after that character. */
  item: number;
  offset: number;
}

/**
 * `runs`: the text of each glyph run the page draws, in drawing order (the operator list's
 * show-text operations). Items are changed in place; returns how many hyphens were restored.
 */
export function restoreSoftHyphens(items: TextItem[], runs: readonly string[]): number {
  const drawn = runs.map((r) => r.replace(/\s+/g, '')).join('');
  if (!drawn.includes(SOFT_HYPHEN)) return 0;
  // The page's text without spaces, each character pointing back at its item.
  let text = '';
  const origin: Spot[] = [];
  items.forEach((item, i) => {
    let offset = 0;
    for (const ch of item.str) {
      offset += ch.length;
      const s = squeeze(ch);
      text += s;
      for (let k = 0; k < s.length; k++) origin.push({ item: i, offset });
    }
  });
  const plain = squeeze(drawn.replaceAll(SOFT_HYPHEN, ''));
  const spots: Spot[] = [];
  let cursor = 0;
  let seen = 0;
  for (const part of drawn.split(SOFT_HYPHEN).slice(0, -1)) {
    seen += squeeze(part).length;
    const before = plain.slice(Math.max(0, seen - CONTEXT), seen);
    const after = plain.slice(seen, seen + CONTEXT);
    // Only a hyphen between two letters or digits is placed: one at a run's edge has no anchor.
    if (!before || !after) continue;
    const at = text.indexOf(before + after, cursor);
    if (at < 0) continue;
    // The next hyphen's letters may overlap these ("CSV-to-DB"): search on from just after here.
    cursor = at + 1;
    spots.push(origin[at + before.length - 1]!);
  }
  // Later spots first, so earlier offsets in the same item stay right.
  for (const spot of spots.reverse()) {
    const item = items[spot.item]!;
    // Between two words ("2017 - 2020") the hyphen is a dash with a space either side.
    const dash = item.str[spot.offset] === ' ' ? ' -' : '-';
    item.str = item.str.slice(0, spot.offset) + dash + item.str.slice(spot.offset);
  }
  return spots.length;
}
