/**
 * What the LaTeX families share: escaping a data string for pdflatex (non-ASCII goes through
 * inputenc utf8 with T1 fontenc), upper-casing that pdftotext reads back as the same letters, the
 * font sets whose T1 glyphs pdftotext maps back to Unicode, and a preamble tail that keeps the
 * PDF bytes the same from build to build.
 */

const SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  // T1 sets ' and ` as curly quotes; the data means the straight ones.
  "'": '\\textquotesingle{}',
  '`': '\\textasciigrave{}',
};

/** A data string as LaTeX text: specials escaped, quotes straight, "--" kept two hyphens. */
export function tex(s: string): string {
  return s
    .replace(/[\\{}&%$#_~^'`]/g, (c) => SPECIAL[c] ?? c)
    .replace(/-(?=-)/g, '-{}')
    .replace(/\s+/g, ' ');
}

/**
 * Upper case as the page prints it, letter by letter, keeping a letter whose capital would not
 * lower-case back to it ("ß" stays, not "SS"; dotless "ı" stays, not "I").
 */
export function upper(s: string): string {
  return [...s]
    .map((c) => (c.toUpperCase().toLowerCase() === c.toLowerCase() ? c.toUpperCase() : c))
    .join('');
}

/**
 * Roman, sans and mono faces with real Type 1 fonts whose glyphs pdftotext maps back to Unicode.
 * The URW base 35 fonts and Charter set "ą", "ś", "ō" as a letter and a separate accent, which
 * pdftotext reads as two characters: they only set text in `BASE35_TEXT`. Mono is for URLs only.
 */
export const FONT_SETS = [
  {
    name: 'times',
    full: false,
    tex: '\\usepackage{mathptmx}\\usepackage[scaled=.92]{helvet}\\usepackage{courier}',
  },
  {
    name: 'charter',
    full: false,
    tex: '\\usepackage{charter}\\usepackage[scaled=.92]{helvet}\\usepackage{courier}',
  },
  {
    name: 'palatino',
    full: false,
    tex: '\\usepackage{palatino}\\usepackage[scaled=.92]{helvet}\\usepackage{courier}',
  },
  { name: 'bookman', full: false, tex: '\\usepackage{bookman}' },
  { name: 'newcent', full: false, tex: '\\usepackage{newcent}' },
  { name: 'xcharter', full: true, tex: '\\usepackage{XCharter}\\usepackage{biolinum}\\usepackage{courier}' },
  {
    name: 'ebgaramond',
    full: true,
    tex: '\\usepackage{ebgaramond}\\usepackage[scale=.9]{noto-sans}\\usepackage{courier}',
  },
  { name: 'libertine', full: true, tex: '\\usepackage{libertine}' },
  { name: 'noto', full: true, tex: '\\usepackage{noto}' },
  { name: 'paratype', full: true, tex: '\\usepackage{paratype}' },
  { name: 'merriweather', full: true, tex: '\\usepackage[scale=.9]{merriweather}\\usepackage{courier}' },
] as const;
export type FontSet = (typeof FONT_SETS)[number];

/** ASCII, Latin-1 (but Eth) and the few Latin Extended-A letters the base 35 fonts have whole. */
const BASE35_TEXT =
  /^[\s\x20-\x7e\u00a0-\u00cf\u00d1-\u00ff\u0131\u0141\u0142\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u2013-\u2026]*$/u;

/** The font sets that print every character of `text` (all of a document's strings) whole. */
export const fontSetsFor = (text: string): readonly FontSet[] =>
  BASE35_TEXT.test(text) ? FONT_SETS : FONT_SETS.filter((f) => f.full);

/** No dates or random id in the PDF, so a rebuild gives the same bytes. */
export const TEX_DETERMINISTIC = '\\pdfinfoomitdate=1 \\pdftrailerid{} \\pdfsuppressptexinfo=-1';

/** Input and font encodings and the font set. */
export function texFonts(font: FontSet): string {
  return ['\\usepackage[utf8]{inputenc}', '\\usepackage[T1]{fontenc}', font.tex, TEX_DETERMINISTIC].join(
    '\n',
  );
}
