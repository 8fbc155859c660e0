/**
 * Test helper: lays words out as pdf.js text items the way real PDF producers do, so layout
 * tests read like a page: `run` (one item per text run, spaces included: Chrome, Word),
 * `words` (one item per word and no space characters: pdfTeX), `glyphs` (one item per letter,
 * letter-spaced: designer templates' names and headings). Widths use half an em per character.
 */
import type { PdfPage, TextItem } from '../types';

export type Mode = 'run' | 'words' | 'glyphs';

export interface PlaceOptions {
  size?: number;
  mode?: Mode;
  /** Extra space after every glyph, in ems (letter spacing). */
  tracking?: number;
}

const CHAR = 0.5;
const SPACE = 0.3;

export const textWidth = (text: string, size = 10): number => text.length * CHAR * size;

export function place(text: string, x: number, y: number, opts: PlaceOptions = {}): TextItem[] {
  const { size = 10, mode = 'run', tracking = 0 } = opts;
  if (mode === 'run') return [{ str: text, x, y, width: textWidth(text, size), height: size }];
  const items: TextItem[] = [];
  let at = x;
  for (const word of text.split(' ')) {
    if (!word) {
      at += SPACE * size;
      continue;
    }
    if (mode === 'words') {
      items.push({ str: word, x: at, y, width: textWidth(word, size), height: size });
      at += textWidth(word, size);
    } else {
      for (const ch of word) {
        items.push({ str: ch, x: at, y, width: CHAR * size, height: size });
        at += (CHAR + tracking) * size;
      }
    }
    at += SPACE * size;
  }
  return items;
}

/** Lines stacked top-down from `top` with `leading`; `null` leaves a blank line. */
export function column(
  lines: (string | null)[],
  x: number,
  top: number,
  opts: PlaceOptions & { leading?: number } = {},
): TextItem[] {
  const leading = opts.leading ?? (opts.size ?? 10) * 1.4;
  return lines.flatMap((l, i) => (l === null ? [] : place(l, x, top - i * leading, opts)));
}

/** Text whose right edge ends at `right` (right-aligned dates). */
export const placeRight = (text: string, right: number, y: number, opts: PlaceOptions = {}): TextItem[] =>
  place(text, right - textWidth(text, opts.size ?? 10), y, opts);

export const letterPage = (items: TextItem[], number = 1, images = 0): PdfPage => ({
  number,
  width: 612,
  height: 792,
  items,
  images,
});

/** pdf.js hands items over in content-stream order, not reading order: shuffle to prove it. */
export function shuffled<T>(items: T[], seed = 11): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Placed items in a PDF text object: where `opens`, the object starts with them, marked as pdf.js
 * marks it, by an empty item at their first position (01-clean-items.ts); else they go on in the
 * object the items before them opened.
 */
export function inObject(items: TextItem[], opens: boolean): TextItem[] {
  const first = items[0];
  return opens && first ? [{ str: '', x: first.x, y: first.y, width: 0, height: 0 }, ...items] : items;
}
