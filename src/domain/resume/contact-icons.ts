/**
 * Icon glyphs before contact details: icon-font characters (Private Use Area, e.g. FontAwesome
 * \uf095), emoji (📞 ✉ 📍 ☎ 🔗), dingbats, arrows and shapes, and the replacement character a
 * PDF leaves for a glyph it cannot map. Resume builders glue them to the detail
 * ("✉jane@x.com"), which some ATS read as part of the e-mail or phone.
 */
import type { ResumeLine } from './lines';

/** One icon glyph (with an optional emoji variation selector). */
export const ICON_SRC =
  '[\\u{E000}-\\u{F8FF}\\u{FFFD}\\u{2190}-\\u{21FF}\\u{2300}-\\u{23FF}\\u{25A0}-\\u{27BF}\\u{2B00}-\\u{2BFF}' +
  '\\u{1F300}-\\u{1FAFF}\\u{F0000}-\\u{FFFFD}]\\u{FE0F}?';

const ICON_RE = new RegExp(ICON_SRC, 'gu');

/** An arrow standing between two words ("AI Startup → Unicorn") says "became": it is text. */
const WORD_ARROW_RE = /(?<=[\p{L}\p{N}] )[\u2190-\u21FF](?= [\p{L}\p{N}])/u;

/** Shapes designers set between two details or list items ("Lyon ◆ +33 6 12", "SQL ■ Excel"). */
export const SEPARATOR_SHAPES = '●○◦▪■□▫◆◇♦❖';
const SHAPE_BETWEEN_RE = new RegExp(`(?<=\\S\\s{1,4})[${SEPARATOR_SHAPES}](?=\\s{1,4}\\S|\\s{0,4}$)`, 'gu');

/**
 * Removes icon glyphs; each leaves a column gap, so the details around it stay apart. A shape
 * set after a word and a space, before another or at the line's end (a list wrapped after its
 * separator), parts them as a list's bullet does.
 */
export function stripIcons(text: string): string {
  return text
    .replace(SHAPE_BETWEEN_RE, '•')
    .replace(ICON_RE, (glyph, at: number) =>
      WORD_ARROW_RE.test(text.slice(Math.max(0, at - 2), at + 3)) ? glyph : '   ',
    )
    .trim();
}

// A detail right after an icon (at most one space between): e-mail, phone, link, or a place name.
const GLUED_RE = new RegExp(
  `(?:${ICON_SRC})[ ]?(?:[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}|[+(]?\\d[\\d\\s().-]{5,}\\d|` +
    `(?:https?://|www\\.|linkedin\\.com|github\\.com)\\S+|\\p{Lu}[\\p{L}.' -]+,\\s*\\p{L}[\\p{L} ]+)`,
  'gu',
);

/** How many contact details have an icon glyph glued to them (for the ATS checker). */
export function countGluedIcons(lines: readonly ResumeLine[] | readonly string[]): number {
  let count = 0;
  for (const line of lines) {
    const text = typeof line === 'string' ? line : line.text;
    count += text.match(GLUED_RE)?.length ?? 0;
  }
  return count;
}
