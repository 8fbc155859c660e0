/**
 * What a PDF says about how each text item looks, beyond its size: weight and slant from the
 * font's name ("ABCDEF+Calibri-BoldItalic", "LMRoman10-Bold"; the font dictionary's flags when
 * pdf.js gives them) and the fill colour it is drawn in, followed through the page's operator
 * list (save/restore keep a stack of states, as the PDF does). The reader's typography-first
 * decisions (docs/architecture.md 4.2) read these.
 */
import type { TextItem } from '../layout/types';

// Word and web fonts name the weight ("Arial-BoldMT", "OpenSans-SemiBold"); TeX's Computer
// Modern and cm-super fonts name it in the family ("CMBX10", "SFBX1000"; "CMTI10", "SFSL1000").
const BOLD_RE = /bold|black|heavy|semi|demi|^(?:cm|sf)bx|^cmb\d/i;
const ITALIC_RE = /italic|oblique|slanted|^(?:cm|sf)(?:ti|sl|it)\d/i;

export interface FontStyle {
  /** The name without its "ABCDEF+" subset tag; "" when unknown. */
  font: string;
  bold: boolean;
  italic: boolean;
}

/** The weight and slant a font's name (after any "ABCDEF+" subset tag) or its flags say. */
export function fontStyle(
  name: string | undefined,
  flags: { bold?: unknown; italic?: unknown; black?: unknown } = {},
): FontStyle {
  const base = (name ?? '').replace(/^[A-Z]{6}\+/, '');
  return {
    font: base,
    bold: flags.bold === true || flags.black === true || BOLD_RE.test(base),
    italic: flags.italic === true || ITALIC_RE.test(base),
  };
}

/** One show-text operation: its characters and the fill colour ("#rrggbb") it was drawn in. */
export interface ColouredRun {
  text: string;
  color: string;
}

const squeeze = (s: string): string => s.normalize('NFKC').replace(/\s+/g, '');

/**
 * Gives each item the colour of the run its first visible character was drawn in, walking the
 * items' characters and the runs' characters side by side (both in drawing order; whitespace
 * is ignored, since the text layer adds and drops spaces). Items whose characters the runs do not
 * hold in that order keep no colour.
 */
export function colourItems(items: TextItem[], runs: readonly ColouredRun[]): void {
  const chars: string[] = [];
  const colours: string[] = [];
  for (const run of runs) {
    for (const ch of squeeze(run.text)) {
      chars.push(ch);
      colours.push(run.color);
    }
  }
  let at = 0;
  for (const item of items) {
    const text = squeeze(item.str);
    if (!text) continue;
    // Look ahead a little: a run the text layer left out (a soft hyphen, an icon) may sit between.
    let found = -1;
    for (let k = at; k < Math.min(chars.length, at + 64); k++) {
      if (chars[k] === text[0] && chars.slice(k, k + text.length).join('') === text) {
        found = k;
        break;
      }
    }
    if (found < 0) continue;
    item.color = colours[found];
    at = found + text.length;
  }
}
