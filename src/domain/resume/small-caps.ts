/**
 * Small capitals read back from a PDF: some fonts (LaTeX's Awesome-CV) draw small-caps "i"
 * with the lower-case glyph, so "SOFTWARE ARCHITECT" arrives as "SOFTWARE ARCHiTECT" and
 * "B.S. IN" as "B.S. iN". In a run of words written in capitals but for lone "i"s, one of them
 * inside a word ("ARCHiTECT"), the "i"s are capitals. A leading "i" alone ("iOS DEVELOPER")
 * proves nothing and stays, and so do words in mixed case ("Jun. 2017") around the run.
 */
const WORD_RE = /\p{L}+/gu;
/** Capitals and lone "i"s, with at least one capital: "ARCHiTECT", "iN", "B". */
const CAPS_WORD_RE = /^(?=.*\p{Lu})(?:\p{Lu}|i(?!i))+$/u;
/** A lone "i" after a capital and before another or at the end: "ARCHiTECT", "SCi". */
const INNER_I_RE = /\p{Lu}i(?=\p{Lu}|$)/u;

export function fixSmallCaps(line: string): string {
  if (!line.includes('i')) return line;
  const words = [...line.matchAll(WORD_RE)];
  const fixed = new Set<number>();
  let run: number[] = [];
  const close = () => {
    if (run.some((k) => INNER_I_RE.test(words[k]![0]))) run.forEach((k) => fixed.add(k));
    run = [];
  };
  words.forEach((m, k) => {
    if (CAPS_WORD_RE.test(m[0])) run.push(k);
    else close();
  });
  close();
  if (!fixed.size) return line;
  let k = -1;
  return line.replace(WORD_RE, (w) => (fixed.has(++k) ? w.replace(/i/g, 'I') : w));
}
