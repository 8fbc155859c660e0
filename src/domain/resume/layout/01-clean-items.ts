/**
 * Layout step 1: clean the PDF's text items before they are grouped. pdfTeX draws ligature
 * glyphs ("ﬁ" in "ﬁnance") that no keyword matches; designers letter-space names and headings,
 * which pdf.js hands over as "E X P E R I E N C E" in one item. Spaces-only items are dropped:
 * the gap they cover still separates the words around them, and a space drawn flush after a
 * word ("und" " " "Styled", a font change after it) stays with that word, however narrow.
 */
import { respacedHeading } from '../headings';
import type { TextItem } from './types';

const LIGATURES: Record<string, string> = {
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\ufb05': 'st',
  '\ufb06': 'st',
};

export const expandLigatures = (s: string): string => s.replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c);

/** The share of a letter-spaced word's pieces that are single letters: a kerned pair ("TA", "FA") reads as one piece. */
const SPACED_LETTERS = 0.7;

/** "T A K A H A S H I", or with a kerned pair "TA K A H A S H I": a word set letter by letter. */
function letterSpaced(word: string): boolean {
  const pieces = word.split(' ');
  return (
    pieces.length >= 3 &&
    pieces.every((p) => p.length >= 1 && [...p].length <= 2 && !/\s/.test(p)) &&
    pieces.filter((p) => [...p].length === 1).length >= SPACED_LETTERS * pieces.length
  );
}

/**
 * "E X P E R I E N C E" -> "EXPERIENCE"; "J O H N   S M I T H" -> "JOHN SMITH" (words 2+ spaces
 * apart); a pair of letters the font kerns together comes as one piece ("TA K A H A S H I").
 */
export function collapseSpacedItem(str: string): string {
  const t = str.trim();
  if (t.length < 5 || !/^\S{1,2} \S/.test(t)) return str;
  const words = t.split(/\s{2,}/);
  const spaced = words.every(letterSpaced);
  return spaced ? words.map((w) => w.replace(/ /g, '')).join(' ') : str;
}

const FALLBACK_SIZE = 10;

/** Icon fonts, by the font's own name: the web's ("FontAwesome5Free-Solid", "Academicons") and TeX's ("MarVoSym": moderncv's phone, letter and fax). */
const ICON_FONT_RE =
  /fontawesome|font-awesome|academicons|marvosym|materialicons|material-icons|materialsymbols|ionicons|glyphicons|icomoon|octicons|bootstrap-icons|remixicon|tabler-icons|simple-icons|feather/i;
/** The private-use code point an icon glyph is read as. */
const ICON = '\ue000';
const iconFont = (item: TextItem): boolean =>
  ICON_FONT_RE.test(item.font ?? '') && item.str.trim().length <= 2;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_CHAR = /^[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]$/;

/**
 * One control character and spaces around it, as `^\s*[control]\s*$` reads it (a vertical tab or
 * form feed is both, so such an expression backtracks over a long run of them).
 */
const controlOnly = (text: string): boolean => {
  const visible = text.replace(/\s/g, '');
  return visible.length === 1 ? CONTROL_CHAR.test(visible) : visible === '' && /[\v\f]/.test(text);
};

const abuts = (a: TextItem, b: TextItem): boolean =>
  Math.abs(a.y - b.y) < 0.5 && Math.abs(a.x + a.width - b.x) < 0.5;

/** "fl" before the letters that follow it in English words (flow, flex, fluent), else "fi". */
const ligatureBefore = (rest: string): string => (/^(?:[aouyi]|e[xcw])/.test(rest) ? 'fl' : 'fi');

/**
 * A ligature glyph the font maps to no character ("Pro" "\u0000" "les" in a Chrome-printed PDF)
 * sits flush between two parts of one word: the parts are joined with the ligature it most
 * likely is: by its width ("fi"/"fl" are about two thirds of an em, "ffi"/"ffl" wider) and the
 * letters after it. Elsewhere a lone control code is a symbol-font bullet.
 */
function joinUnmappedLigatures(items: readonly TextItem[]): TextItem[] {
  const out: TextItem[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const prev = out[out.length - 1];
    const next = items[i + 1];
    if (
      controlOnly(item.str) &&
      prev &&
      next &&
      /\p{L}$/u.test(prev.str) &&
      /^\p{Ll}/u.test(next.str) &&
      abuts(prev, item) &&
      abuts(item, next)
    ) {
      const lig = (item.width > 0.95 * (item.height || FALLBACK_SIZE) ? 'f' : '') + ligatureBefore(next.str);
      out[out.length - 1] = { ...prev, str: prev.str + lig + next.str, width: next.x + next.width - prev.x };
      i++;
      continue;
    }
    out.push(item);
  }
  return out;
}

/** Spacing accents and the combining marks they stand for. */
const ACCENTS: Record<string, string> = {
  '\u00a8': '\u0308',
  '\u00af': '\u0304',
  '\u00b4': '\u0301',
  '`': '\u0300',
  '\u02c6': '\u0302',
  '\u02dc': '\u0303',
  '\u00b8': '\u0327',
  '\u02c7': '\u030c',
  '\u02d8': '\u0306',
  '\u02d9': '\u0307',
  '\u02da': '\u030a',
  '\u02dd': '\u030b',
  '\u02db': '\u0328',
};
const TRAILING_ACCENT_RE =
  /\s?([\u00a8\u00af\u00b4`\u02c6\u02dc\u00b8\u02c7\u02d8\u02d9\u02da\u02dd\u02db])$/u;

/**
 * A letter the font lacks, built by the typesetter from a spacing accent and a letter (pdfTeX's
 * "\\=O" in a T1 font: "SAIT ¯" then "O" drawn back under it): the accent ends an item, the next
 * item on its baseline starts with a letter inside that item's width. The two are one letter,
 * and the items one ("SAITŌ").
 */
function joinBuiltAccents(items: readonly TextItem[]): TextItem[] {
  const out: TextItem[] = [];
  for (const item of items) {
    const prev = out.at(-1);
    const accent = prev && TRAILING_ACCENT_RE.exec(prev.str);
    if (
      prev &&
      accent &&
      /^\p{L}/u.test(item.str) &&
      Math.abs(prev.y - item.y) < 0.5 &&
      item.x < prev.x + prev.width &&
      item.x >= prev.x
    ) {
      const letter = [...item.str][0]!;
      const built = `${letter}${ACCENTS[accent[1]!]}`.normalize('NFC');
      const end = Math.max(prev.x + prev.width, item.x + item.width);
      out[out.length - 1] = {
        ...prev,
        str: prev.str.slice(0, accent.index) + built + item.str.slice(letter.length),
        width: end - prev.x,
      };
      continue;
    }
    out.push(item);
  }
  return out;
}

/**
 * Text written top to bottom: at least this share of its items follow on the lines just above
 * (within two lines: a row's cells on baselines apart, a date set beside two lines of a header)
 * or below. Every page of the corpus's subset written in reading order scores 0.85 or more (a
 * column at a time, the sidebar after the main column); design-canvas's shuffled boxes 0.75 at
 * most, about a half at random.
 */
const READING_ORDER = 0.8;

/** Whether most of a page's items follow the one before just above, beside or below it. */
function inReadingOrder(items: readonly TextItem[]): boolean {
  const text = items.filter((item) => /\S/.test(item.str));
  if (text.length < 10) return true;
  let down = 0;
  for (let i = 1; i < text.length; i++) {
    const [a, b] = [text[i - 1]!, text[i]!];
    if (b.y <= a.y + 2 * Math.max(a.height, b.height)) down += 1;
  }
  return down >= READING_ORDER * (text.length - 1);
}

/**
 * pdf.js hands over an empty item where text starts on a new line after its text object was
 * closed (a new paragraph, list item or cell; or a font change at the line's end), and none where
 * one text object goes on onto the next line (a paragraph the type wrapped). The first item with
 * text after such a mark, on its baseline, `opens`; the marks themselves are dropped.
 */
function markOpenings(items: readonly TextItem[]): TextItem[] {
  const out: TextItem[] = [];
  // The marks say where text objects open only where the file writes its text in reading order:
  // a design tool writes its boxes in the order they were made, and a line's text object may then
  // follow any other line's. Such a page marks nothing.
  if (!inReadingOrder(items)) return items.filter((item) => item.str !== '');
  let mark: TextItem | null = null;
  for (const item of items) {
    if (item.str === '') mark = item;
    else if (!/\S/.test(item.str)) out.push(item);
    else {
      out.push(mark && Math.abs(mark.y - item.y) < 0.5 ? { ...item, opens: true } : item);
      mark = null;
    }
  }
  return out;
}

export function cleanItems(items: readonly TextItem[]): TextItem[] {
  const out: TextItem[] = [];
  const spacedRows = new Set<string>();
  for (const item of joinBuiltAccents(joinUnmappedLigatures(markOpenings(items)))) {
    if (!item.str || !/\S/.test(item.str)) {
      const prev = out.at(-1);
      if (prev && item.width > 0 && abuts(prev, item) && !/\s$/.test(prev.str)) prev.str += ' ';
      continue;
    }
    if (!Number.isFinite(item.x) || !Number.isFinite(item.y)) continue;
    // A symbol-font bullet without a Unicode mapping (TeX's \\bullet) arrives as a control code;
    // Word's Symbol and Wingdings bullets arrive as private-use code points ("\uf0b7").
    // A glyph of a web icon font (FontAwesome's phone, envelope, GitHub mark) is an icon whatever
    // letter its font maps it to ("I", "#", "ð"): it becomes a private-use code point, which the
    // parser reads as an icon (contact-icons.ts), not as text.
    const raw = iconFont(item)
      ? ICON
      : controlOnly(item.str) || symbolBullet(item)
        ? '•'
        : item.str.replace(CONTROL, '');
    if (!raw.trim()) continue;
    const expanded = expandLigatures(raw.replace(/[\u00a0\u2000-\u200a\u202f]/g, ' '));
    const collapsed = collapseSpacedItem(expanded);
    // A letter-spaced heading whose word gaps read as letter gaps gets them back from the heading
    // its letters spell ("Perfilprofesional" -> "Perfil profesional", headings.ts).
    const str = collapsed !== expanded ? (respacedHeading(collapsed) ?? collapsed) : collapsed;
    if (str !== expanded) spacedRows.add(rowKey(item));
    out.push({
      ...item,
      str,
      ...(str !== expanded ? { tracked: true } : {}),
      // Some generators report no width: estimate half an em per character.
      width:
        Number.isFinite(item.width) && item.width > 0
          ? item.width
          : str.length * 0.5 * (item.height || FALLBACK_SIZE),
      height: item.height > 0 ? item.height : FALLBACK_SIZE,
    });
  }
  markSymbolBullets(out);
  // "S A N N E" "D E" "V R I E S": a two-letter word is letter-spaced too when its row is, and so
  // is a sign alone ("L E A R N I N G" "&").
  if (spacedRows.size > 0)
    for (const item of out)
      if (/^\S(?: \S)?$/.test(item.str.trim()) && spacedRows.has(rowKey(item))) {
        item.str = item.str.replace(/ /g, '');
        item.tracked = true;
      }
  return out;
}

/** Word's list bullets from the Symbol and Wingdings fonts, mapped into the private-use area. */
const SYMBOL_BULLETS = new Set(['\uf0b7', '\uf0a7', '\uf0d8', '\uf076', '\uf0fc', '\uf0a8']);

const symbolBullet = (item: TextItem): boolean => SYMBOL_BULLETS.has(item.str.trim());

const rowKey = (i: TextItem): string => `${Math.round(i.y)}|${Math.round(i.height * 10)}|${i.fontName ?? ''}`;

/** A bullet glyph is drawn well below the size of the text it introduces. */
const BULLET_SCALE = 0.7;

/**
 * A symbol font's bullet ("○" drawn from a font that maps it to "f" or "o") arrives as one
 * letter, much smaller than the text that follows it on its row and set apart from whatever
 * comes before: it is a bullet, not a word.
 */
function markSymbolBullets(items: TextItem[]): void {
  items.forEach((item, i) => {
    const glyph = item.str.trim();
    const next = items[i + 1];
    const prev = items[i - 1];
    if (glyph.length !== 1 || /[\d\s•]/.test(glyph) || !next) return;
    const sameRow = (o: TextItem) => Math.abs(o.y - item.y) < 0.5 * next.height;
    // Word's list markers drawn from another font, full size: "o" (Courier New), "§" (Wingdings).
    const wordMarker =
      /^[o§]$/.test(glyph) &&
      item.font !== undefined &&
      next.font !== undefined &&
      item.font !== next.font &&
      next.x - (item.x + item.width) >= 0.3 * next.height;
    if (!sameRow(next) || (item.height > BULLET_SCALE * next.height && !wordMarker)) return;
    if (next.x < item.x || next.x - (item.x + item.width) > 1.5 * next.height) return;
    if (!/^\s*\p{L}/u.test(next.str)) return;
    const joined = prev && sameRow(prev) && item.x - (prev.x + prev.width) < 0.5 * next.height;
    if (!joined) item.str = '• ';
  });
}
