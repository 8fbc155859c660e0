/**
 * Parser step 1: raw extracted text -> clean lines. Whatever produced the text (pdf.js, mammoth,
 * a paste, later positioned PDF items grouped into lines), the later steps see the same thing:
 * one trimmed line each, with list markers removed and remembered.
 */

import { dateAlone } from './dates';

export interface ResumeLine {
  text: string;
  /** The line started with a list marker (•, -, *, ▪, "1.") in the source. */
  bullet: boolean;
}

// \uf0b7, \uf0a7, \uf0d8, \uf076, \uf0fc: Word's Symbol/Wingdings bullets as they reach the text.
const BULLET_RE =
  /^(?:[•●○◦▪■□▫►▸▹‣⁃∙·*✓✔➢➤❖◆◇→\uf0b7\uf0a7\uf0d8\uf076\uf0fc\uf0a8-]|–|—|\d{1,2}[.)](?!\d))\s*/;

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

/** "E X P E R I E N C E" and "W O R K   H I S T O R Y" -> "EXPERIENCE", "WORK HISTORY". */
export function collapseLetterSpacing(line: string): string {
  const words = line.split(/\s{2,}/);
  const spaced = words.every(isLetterSpaced);
  return spaced ? words.map((w) => w.replace(/ /g, '')).join(' ') : line;
}

/**
 * A word set letter by letter: "S K I L L S", or with a kerned pair read as one ("S U M M A RY",
 * "E D U C AT I O N"): at least four pieces of letters, none longer than two, most of one.
 */
function isLetterSpaced(word: string): boolean {
  if (/^(?:\S ){2,}\S$/.test(word)) return true;
  const pieces = word.split(' ');
  if (pieces.length < 4 || !pieces.every((p) => /^\p{L}{1,2}$/u.test(p))) return false;
  return pieces.filter((p) => p.length === 1).length >= 0.7 * pieces.length;
}

function clean(raw: string): string {
  return (
    raw
      // Non-breaking, thin and zero-width spaces, and tabs (a column gap) become plain gaps.
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
      // LaTeX PDFs keep "ﬁ" and "ﬂ" as one glyph: "Certiﬁed" must read "Certified".
      .replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c)
      .replace(/\t+/g, '   ')
      // "Acme Ltd -- Leeds", "2019 -- 2021": a typist's spaced double or triple hyphen is a dash.
      .replace(/(?<=\S) -{2,3} (?=\S)/g, ' — ')
      // "October 2018–September 2023Junior Design Engineer": a year run into the word after it
      // (a date column copied without its gap) ends the dates there.
      .replace(/(?<![\p{L}\d])((?:19|20)\d{2})(?=\p{Lu}\p{Ll}{2})/gu, '$1   ')
      .trim()
  );
}

/** "- 2020-07-01", "– Present": a dash before a date alone ends a range cut before it; no list marker. */
const rangeDash = (marker: string, line: string): boolean =>
  /^[-–—]/.test(marker) && dateAlone(line.slice(marker.length));

/** A line drawn with dashes, equals signs, dots or the like: a rule, not content. */
const DRAWN_RULE_RE = /^[-_=—–.•*~\s]{3,}$/;
export const isDrawnRule = (line: string): boolean => DRAWN_RULE_RE.test(line.trim());
/**
 * A rule drawn before or after a line's words, a space apart ("SKILLS --------", "=== Education
 * ==="): plain-text resumes rule their headings so; the words are the line.
 */
const RULED_ENDS_RE = /^[-_=—–*~]{3,}\s+(?=\S)|(?<=\S)\s+[-_=—–*~]{3,}$/g;

export function toLines(text: string): ResumeLine[] {
  const lines: ResumeLine[] = [];
  for (const raw of text.split(/\r\n?|\n|\u2028|\u2029/)) {
    // 1. Normalise spaces and collapse letter-spaced headings and names.
    const line = collapseLetterSpacing(clean(raw)).replace(RULED_ENDS_RE, '');
    if (!line) continue;
    // 2. Strip a list marker, but not the minus of a negative number or a bare dash rule.
    if (isDrawnRule(line)) continue; // a drawn rule, not content
    const marker = BULLET_RE.exec(line);
    if (marker && marker[0].length < line.length && !/^-\d/.test(line) && !rangeDash(marker[0], line)) {
      lines.push({ text: line.slice(marker[0].length).trim(), bullet: true });
    } else {
      lines.push({ text: line, bullet: false });
    }
  }
  return lines;
}
