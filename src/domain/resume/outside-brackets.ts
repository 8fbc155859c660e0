/**
 * Separators outside brackets: "Kauffrau EFZ (Lehre, Branche Bank), Zürich" splits at its last
 * comma only. A separator is inside brackets when the first bracket after it closes one, which is
 * what the lookahead `(?![^()]*\))` asked; that lookahead rescans the rest of the line at every
 * separator (quadratic on a long line of commas), where this reads the line once from the right.
 */

/** closing[i] is 1 when the first bracket at or after i is ")". */
function closingAhead(text: string): Uint8Array {
  const closing = new Uint8Array(text.length + 1);
  for (let i = text.length - 1; i >= 0; i -= 1) {
    const c = text[i];
    closing[i] = c === ')' ? 1 : c === '(' ? 0 : closing[i + 1]!;
  }
  return closing;
}

/** The matches of `separator` (a global expression) that are outside brackets. */
function outside(text: string, separator: RegExp): RegExpExecArray[] {
  const closing = closingAhead(text);
  return [...text.matchAll(separator)].filter((m) => closing[m.index + m[0].length] === 0);
}

/** `text.split(separator)` at the separators outside brackets only. */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const m of outside(text, separator)) {
    pieces.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  pieces.push(text.slice(from));
  return pieces;
}

/** `text.replace(separator, replacement)` at the separators outside brackets only. */
export function replaceOutsideBrackets(text: string, separator: RegExp, replacement: string): string {
  let out = '';
  let from = 0;
  for (const m of outside(text, separator)) {
    out += text.slice(from, m.index) + replacement;
    from = m.index + m[0].length;
  }
  return out + text.slice(from);
}
