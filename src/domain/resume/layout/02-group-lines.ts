/**
 * Layout step 2: text items -> positioned lines. Items are sorted by baseline once and swept
 * top to bottom (no search over all lines per item), so thousands of items stay cheap. Within
 * a line, words come from the gaps between items (pdfTeX writes no space characters) and wide
 * gaps cut the line into segments (columns, tab stops, right-aligned dates).
 */
import { isDateCell } from './05-date-column';
import { SEGMENT_JOIN, type PositionedLine, type Segment } from './model';
import type { TextItem } from './types';

/** Baselines closer than this fraction of the smaller font size share a line. */
const SAME_LINE = 0.5;
/** A gap wider than this fraction of the font size is a space between words. */
const WORD_GAP = 0.2;
/** Inside a run of one-glyph items the letters' own spacing is the base; a word gap adds this. */
const GLYPH_WORD_GAP = 0.15;
/** A gap wider than this many font sizes separates segments. */
const SEGMENT_GAP = 1.2;
/**
 * Where the font changes (a bold label cell before its regular-text value), a gap wider than
 * this many font sizes already separates segments: no word space is that wide.
 */
const FONT_CHANGE_GAP = 0.95;
/** Items closer than this many font sizes touch: no space between them. */
const TOUCH = 0.05;
/** Tags on a row ("Sage 50", "Variance Analysis") stand at least this many font sizes apart. */
const TAG_GAP = 1;
/** A tag is at most this many characters long. */
const TAG_LENGTH = 40;

/**
 * "Freshdesk    Zendesk    Complaint Resolution": a row of short tags, at least TAG_GAP apart,
 * some of them more than a word, none holding a field's punctuation (a comma, a colon). Inside a
 * tag, items meet letter to letter (a word drawn in pieces at a ligature, "Sta" "ff", or words a
 * space apart). A justified line stretches its word gaps as wide, but its punctuation touches the
 * word before it, and a line of text runs longer than a tag.
 */
function tagRow(items: readonly TextItem[]): boolean {
  const row = items.filter((item) => item.str.trim());
  const tags: string[] = [row[0]?.str ?? ''];
  for (const [i, item] of row.entries()) {
    if (i === 0) continue;
    const before = row[i - 1]!;
    const gap = item.x - (before.x + before.width);
    if (gap > TAG_GAP * item.height) tags.push(item.str);
    else if (/[\p{L}\p{N}]$/u.test(before.str) && /^\s*[\p{L}\p{N}]/u.test(item.str))
      tags[tags.length - 1] += (gap > WORD_GAP * item.height ? ' ' : '') + item.str.trim();
    else return false;
  }
  return (
    tags.length >= 2 &&
    tags.every((t) => t.trim().length <= TAG_LENGTH && !/[,;:@|]/.test(t)) &&
    tags.some((t) => /\S\s\S/.test(t.trim()))
  );
}

/** Light text items this many font sizes apart are separate chips (see segmentsOf). */
const CHIP_GAP = 0.6;
/** Text lighter than this (relative luminance) is drawn on a filled shape. */
const LIGHT = 0.85;

/** Whether an item is drawn in a light colour ("#ffffff" on a coloured chip). */
function light(item: TextItem): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(item.color ?? '');
  if (!m) return false;
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => parseInt(h, 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > LIGHT;
}

/** Neighbours this many times apart in size are separate runs when a word gap parts them. */
const SIZE_JUMP = 1.6;
/** ... or this many times apart in another colour. */
const COLOUR_SIZE_JUMP = 1.25;
const BULLET_ONLY = /^[•●○◦▪■□▫►▸▹‣⁃∙·*✓✔➢➤❖◆◇→–—-]$/;

/** Type this many times the size of the word it touches is set apart from it (`figures`). */
const FIGURE_SIZE_STEP = 1.15;

/** An item starting this many sizes inside the run before it is drawn over that run. */
const OVERLAP = 1;

/**
 * Items whose baselines are this close, in the smaller one's size, stand on one baseline (a list's
 * marker may sit half a point, 7 % of its size, off its text's).
 */
const SAME_BASELINE = 0.1;

/**
 * Rows of items whose baselines sit within tolerance of the row's first (highest) item, or on the
 * baseline of the item before them on the row: small type set on a row's baseline (a range's "to"
 * in small capitals beside its dates) is on that row, however far the row's first item (a line
 * beside it, set a little higher) stands above it in its own size.
 */
function rows(items: readonly TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const out: TextItem[][] = [];
  let row: TextItem[] = [];
  let anchor = Infinity;
  let size = 0;
  for (const item of sorted) {
    const last = row.at(-1);
    const onBaseline = !!last && last.y - item.y <= SAME_BASELINE * Math.min(last.height, item.height);
    if (last && (anchor - item.y <= SAME_LINE * Math.min(size, item.height) || onBaseline)) {
      row.push(item);
      continue;
    }
    row = [item];
    out.push(row);
    anchor = item.y;
    size = item.height;
  }
  return out;
}

const isGlyph = (item: TextItem): boolean => item.str.trim().length === 1;

/**
 * The gap above which two neighbours in a row are separate words, per item boundary, and which
 * items go on a letter-spaced run drawn one glyph per item (`tracked`).
 */
function wordGaps(row: readonly TextItem[]): { gaps: number[]; tracked: boolean[] } {
  const gaps = row.map((item) => WORD_GAP * item.height);
  const tracked = row.map(() => false);
  // Letter-spaced text drawn one glyph per item: the smallest gap in the run is the tracking.
  for (let i = 0; i < row.length;) {
    let j = i;
    while (j < row.length && isGlyph(row[j]!)) j += 1;
    // Two letters alone closer than a word space ("T" "O", a small-capitals "to") are one word,
    // whatever space the producer put between them.
    const pair = j - i === 2 && [row[i]!, row[i + 1]!].every((g) => /\p{L}/u.test(g.str));
    if (pair && row[i + 1]!.x - row[i]!.x - row[i]!.width <= gaps[i + 1]!) tracked[i + 1] = true;
    if (j - i >= 3) {
      let base = Infinity;
      for (let k = i + 1; k < j; k += 1) base = Math.min(base, row[k]!.x - row[k - 1]!.x - row[k - 1]!.width);
      for (let k = i + 1; k < j; k += 1) {
        gaps[k] = Math.max(0, base) + GLYPH_WORD_GAP * row[k]!.height;
        tracked[k] = true;
      }
    }
    i = Math.max(j, i + 1);
  }
  return { gaps, tracked };
}

/** A header's run in another colour is another field in type at most this share of the name's. */
const COLOUR_FIELD_SIZE = 0.9;
/** ... in a run of at most this many words. */
const COLOUR_FIELD_WORDS = 20;

/**
 * "ART DIRECTOR HOSHINO RESORTS", the title in one colour and the employer in another, one word
 * space apart: a short line of two runs in one font and size that only their colours tell apart
 * is two fields. Not a label and its value ("Phone:"), not a sentence going on across the change
 * (a lower-case word or a comma at it), not type as large as the name's (a name in two colours).
 * A date in a colour of its own is the row's dates whatever the run before it ends on.
 */
function splitAtColour(seg: Segment, colours: (string | undefined)[], nameSize: number): Segment[] {
  const pieces = seg.pieces;
  if (!pieces || pieces.length < 2 || seg.size > COLOUR_FIELD_SIZE * nameSize) return [seg];
  // A run of letters or figures (a year alone in a colour of its own is a field too).
  const worded = pieces.map((p) => /[\p{L}\p{N}]/u.test(p.text));
  const changes = pieces
    .map((_, k) => k)
    .filter((k) => k > 0 && worded[k] && colours[k] && colours[k - 1] && colours[k] !== colours[k - 1]);
  if (changes.length !== 1) return [seg];
  const k = changes[0]!;
  const cut = cutAt(seg, k);
  if (!cut) return [seg];
  const [left, right] = [cut.left.text, cut.right.text];
  if (left.split(' ').length + right.split(' ').length > COLOUR_FIELD_WORDS) return [seg];
  // Each side a name: it opens with a capital, and the first does not end as a sentence goes on;
  // or the second is a date in a colour of its own, the row's dates set against a name that ran
  // up to them ("Institut National des Sciences Appliquées de" / "Mar 2011 - May").
  const named = /^\p{Lu}/u.test(right) && !/[,;:]$|\s\p{Ll}+$/u.test(left);
  if (!/^\p{Lu}/u.test(left) || !(named || isDateCell(right))) return [seg];
  return [cut.left, cut.right];
}

/**
 * A segment cut before its item `k` (steps 2 and 5): both halves, each spanning its own non-blank
 * items, or null when one side is blank. The right half opens no text object of its own.
 */
export function cutAt(seg: Segment, k: number): { left: Segment; right: Segment } | null {
  const pieces = seg.pieces!;
  const part = (ps: typeof pieces): Segment | null => {
    const text = tidy(ps.map((p) => p.text).join(''));
    const solid = ps.filter((p) => p.text.trim());
    if (!text || !solid.length) return null;
    return { ...seg, text, x: solid[0]!.x, xEnd: Math.max(...solid.map((p) => p.xEnd)), pieces: ps };
  };
  const left = part(pieces.slice(0, k));
  const right = part(pieces.slice(k));
  if (!left || !right) return null;
  delete right.opens;
  return { left, right };
}

const boldPiece = (p: { style?: string }): boolean => (p.style ?? '').split('|')[1] === 'b';

/**
 * "Clinical Nurse Specialist at Australia Post Sydney, New South Wales": an entry's header set in
 * bold whose last field falls back to the regular weight one word space on (the place after the
 * title and employer) is two fields, cut where the weight falls. The line opens in bold; the
 * regular run opens with a capital (a connector between two bold runs, "at", is lower case) after
 * a bold run that does not go on as a sentence; it is the line's one such fall, in a short line
 * in type smaller than the name's. A label ending in a colon and the text after it stay one run.
 */
function splitAtWeight(seg: Segment, nameSize: number): Segment[] {
  const pieces = seg.pieces;
  if (!pieces || pieces.length < 2 || seg.size > COLOUR_FIELD_SIZE * nameSize) return [seg];
  const words = pieces.map((p, k) => ({ p, k })).filter(({ p }) => worded(p));
  if (!words.length || !boldPiece(words[0]!.p)) return [seg];
  const falls = words
    .filter(({ p }, i) => i > 0 && !boldPiece(p) && boldPiece(words[i - 1]!.p) && /^\s*\p{Lu}/u.test(p.text))
    .map(({ k }) => k);
  if (falls.length !== 1) return [seg];
  const k = falls[0]!;
  const cut = cutAt(seg, k);
  if (!cut) return [seg];
  const [left, right] = [cut.left.text, cut.right.text];
  if (left.split(' ').length + right.split(' ').length > COLOUR_FIELD_WORDS) return [seg];
  if (!/^\p{Lu}/u.test(left) || /[,;:]$|\s\p{Ll}+$/u.test(left)) return [seg];
  return [cut.left, cut.right];
}

function segmentsOf(row: TextItem[], nameSize: number): Segment[] {
  row.sort((a, b) => a.x - b.x);
  const { gaps, tracked } = wordGaps(row);
  const tags = tagRow(row);
  const segments: Segment[] = [];
  const colours = new Map<Segment, (string | undefined)[]>();
  let seg: Segment | null = null;
  let prev: TextItem | null = null;
  for (const [i, item] of row.entries()) {
    // A faked bold (the same text drawn twice, slightly shifted) is read once.
    if (prev && item.str === prev.str && Math.abs(item.x - prev.x) < 0.2 * item.height) continue;
    const gap = seg ? item.x - seg.xEnd : 0;
    const size = Math.max(item.height, seg?.size ?? 0);
    const fontChange = prev !== null && !sameFont(prev, item);
    // Type of a very different size after a word gap is another run (an address beside the name).
    // So is type of another colour and a size a quarter apart ("PERSONAL INFORMATION" in a
    // label's colour before the name).
    const sizeJump =
      prev !== null &&
      gap > gaps[i]! &&
      (sizeRatio(prev, item) >= SIZE_JUMP ||
        (prev.color !== item.color && sizeRatio(prev, item) >= COLOUR_SIZE_JUMP));
    // Light text is set on a filled shape (a skill chip, a badge): chips a wide space apart are
    // separate runs, however close the row packs them.
    const chips = prev !== null && light(prev) && light(item) && gap > CHIP_GAP * size;
    const tagged = prev !== null && tags && gap > TAG_GAP * size;
    // Where the font changes, the gap is measured in the smaller type's size: a heading cell in
    // larger type beside the text it heads ("Perfil profesional" a tab stop before "Organised
    // and ...") is two runs when the gap is wider than the text's own word spaces could be.
    const wide =
      fontChange && prev
        ? gap > FONT_CHANGE_GAP * Math.min(prev.height, item.height)
        : gap > SEGMENT_GAP * size;
    // A run that ends a field with a full stop, the next set against it in another face with no
    // space between ("Marketing Manager at bol.com." / "Tilburg"), are two fields.
    const stopped =
      fontChange && prev !== null && gap <= gaps[i]! && /\.$/.test(prev.str) && /^\p{Lu}/u.test(item.str);
    // Two cells of one face set against each other with no space ("Dijkstra Logistiek B.V." /
    // "Arnhem, Gelderland", a long name run up to the next cell): a word of two or more letters
    // touches a capitalised word. A word drawn in pieces (at a kern or ligature, "Sta" "ff") goes
    // on in lower case.
    const abutting =
      !fontChange &&
      prev !== null &&
      Math.abs(gap) <= TOUCH * size &&
      /[\p{L}.]{2}$/u.test(prev.str) &&
      /^\p{Lu}\p{Ll}/u.test(item.str);
    // A name set against its figures in smaller type on its baseline with no space between
    // ("Hagaskolan" / "2021 - Present", an employer and its years): a word touching a figure
    // where the size steps down or up is two fields (a subscript sits off the baseline). A word
    // touching a capitalised word so ("April 2022 — Now" / "Skills", a heading set against
    // dates) is two words at least (small capitals go on in capitals: "McD" / "ONALD").
    const sizeStep =
      prev !== null &&
      Math.abs(gap) <= TOUCH * size &&
      Math.abs(prev.y - item.y) <= SAME_BASELINE * Math.min(prev.height, item.height) &&
      sizeRatio(prev, item) >= FIGURE_SIZE_STEP &&
      /[\p{L}.]{2}$/u.test(prev.str);
    const figures = sizeStep && /^\d/.test(item.str);
    const newWord = sizeStep && /^\p{Lu}\p{Ll}/u.test(item.str);
    // Type drawn over the run before it, starting well inside it (a page's fixed footer over the
    // text it covers), is a run of its own.
    const drawnOver = prev !== null && gap < -OVERLAP * Math.min(prev.height, item.height);
    if (!seg || sizeJump || chips || wide || stopped || abutting || figures || drawnOver) {
      const piece = {
        x: item.x,
        xEnd: item.x + item.width,
        text: item.str,
        style: styleOf(item),
        ...(item.tracked ? { tracked: true } : {}),
      };
      seg = {
        text: item.str,
        x: item.x,
        xEnd: piece.xEnd,
        y: item.y,
        size: item.height,
        style: styleOf(item),
        pieces: [piece],
        ...(item.opens ? { opens: true } : {}),
      };
      segments.push(seg);
      colours.set(seg, [item.color]);
    } else {
      const hadWords = worded(seg);
      // Inside letter-spaced text the gaps alone part the words: a space the producer put after
      // each tracked letter ("P R O F") is no word break, and a word gap may come with none.
      if (tracked[i]) seg.text = seg.text.trimEnd();
      const own = tracked[i] ? item.str.trim() : item.str;
      const spaced = /\s$/.test(seg.text) || /^\s/.test(own);
      // Tags a wide space apart stay one run for the page's geometry, their text a tab stop apart.
      const text = tagged ? `  ${own.trimStart()}` : !spaced && (gap > gaps[i]! || newWord) ? ` ${own}` : own;
      seg.text += text;
      seg.pieces!.push({
        x: item.x,
        xEnd: item.x + item.width,
        text,
        style: styleOf(item),
        ...(item.tracked ? { tracked: true } : {}),
      });
      colours.get(seg)!.push(item.color);
      seg.xEnd = Math.max(seg.xEnd, item.x + item.width);
      // A segment's size is its words' size: an icon or bullet glyph drawn larger does not count.
      if (worded(item) && !hadWords) seg.style = styleOf(item);
      if (worded(item)) seg.size = hadWords ? Math.max(seg.size, item.height) : item.height;
      else if (!hadWords) seg.size = Math.max(seg.size, item.height);
    }
    prev = item;
  }
  return mergeBullets(
    segments
      .flatMap((s) => splitAtColour({ ...s, text: tidy(s.text) }, colours.get(s)!, nameSize))
      .flatMap((s) => splitAtWeight(s, nameSize)),
  );
}

const worded = (x: { text?: string; str?: string }): boolean => /[\p{L}\p{N}]/u.test(x.str ?? x.text ?? '');

/** The face an item is drawn in, as a key two items of one style share. */
const styleOf = (item: TextItem): string =>
  item.font || item.color
    ? `${item.font ?? item.fontName ?? ''}|${item.bold ? 'b' : ''}|${item.color ?? ''}`
    : '';

const sizeRatio = (a: TextItem, b: TextItem): number =>
  Math.max(a.height, b.height) / Math.max(0.1, Math.min(a.height, b.height));

const sameFont = (a: TextItem, b: TextItem): boolean =>
  a.fontName === b.fontName && Math.abs(a.height - b.height) < 0.05 * a.height;

/** Spacing accents and the combining marks they stand for (TeX draws "ō" as "¯" over "o"). */
const ACCENTS: Record<string, string> = {
  '\u00af': '\u0304', '\u00b4': '\u0301', '\u00a8': '\u0308', '\u02c6': '\u0302', '\u02dc': '\u0303',
  '\u02d8': '\u0306', '\u02c7': '\u030c', '\u02d9': '\u0307', '\u02da': '\u030a', '\u00b8': '\u0327',
  '`': '\u0300', '^': '\u0302', '~': '\u0303',
}; // prettier-ignore
const ACCENT_RE = /(?<=\p{L})([\u00af\u00b4\u00a8\u02c6\u02dc\u02d8\u02c7\u02d9\u02da\u00b8`^~])(\p{L})/gu;
/**
 * The kern TeX sets before an accent it builds read as a space ("Sh ¯ohei"): between lower-case
 * letters, a macron, caron, breve, dot or ring (which open no word, unlike a grave's "à") joins.
 */
const ACCENT_KERN_RE = /(?<=\p{Ll}) (?=[\u00af\u02c7\u02d8\u02d9\u02da]\p{Ll})/gu;

/**
 * A run of spaces inside one item is a tab stop the producer spelled out: keep it a wide gap.
 * An accent drawn as its own glyph before a letter inside a word joins that letter.
 */
export const tidy = (t: string): string =>
  t
    .replace(/\s{2,}/g, SEGMENT_JOIN)
    .replace(/\s/g, ' ')
    .replace(ACCENT_KERN_RE, '')
    .replace(ACCENT_RE, (_, accent: string, letter: string) => `${letter}${ACCENTS[accent]}`.normalize('NFC'))
    .trim();

/** A bullet glyph set apart by its indent belongs to the text after it. */
function mergeBullets(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const seg of segments) {
    const last = out.at(-1);
    if (last && BULLET_ONLY.test(last.text) && seg.x - last.xEnd < 4 * seg.size) {
      last.text += ` ${seg.text}`;
      last.xEnd = seg.xEnd;
      last.size = seg.size;
      last.style = seg.style;
      // Its items stay known (a dash a date column justified to its edge is cut off again, 05).
      if (last.pieces && seg.pieces) {
        const [first, ...more] = seg.pieces;
        last.pieces = [...last.pieces, { ...first!, text: ` ${first!.text.trimStart()}` }, ...more];
      } else delete last.pieces;
    } else out.push(seg);
  }
  return out.filter((s) => s.text.length > 0);
}

/**
 * `nameSize`: the name's type, the largest on page one (layout-pdf.ts); by default this page's
 * largest. A header in two colours is cut in two only in smaller type (splitAtColour).
 */
export function groupLines(
  items: readonly TextItem[],
  page = 1,
  nameSize = items.reduce((max, i) => Math.max(max, i.height), 0),
): PositionedLine[] {
  const lines: PositionedLine[] = [];
  for (const row of rows(items)) {
    const segments = segmentsOf(row, nameSize);
    if (segments.length === 0) continue;
    lines.push({
      page,
      y: row[0]!.y,
      size: Math.max(...segments.map((s) => s.size)),
      x: segments[0]!.x,
      xEnd: Math.max(...segments.map((s) => s.xEnd)),
      segments,
    });
  }
  return lines;
}
