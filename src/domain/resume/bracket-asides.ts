/**
 * Asides in brackets, "Excel (pivot tables)": each "(" up to the first ")" after it, as the
 * expression `\s*\([^)]*\)` reads them, found in one pass. That expression rescans the rest of
 * a line from every "(" that has no ")" after it (quadratic on a long run of "("); here a "("
 * without a ")" after it ends the search, since no later one has one either.
 */
const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);

/**
 * Replaces every aside and the spaces before it (and after it when `trailing`) with
 * `replacement`: `text.replace(/\s*\([^)]*\)\s*?/g, replacement)`, `\s*` at the end when trailing.
 */
export function replaceAsides(text: string, replacement: string, trailing = false): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf('(', from);
    if (open < 0) break;
    const close = text.indexOf(')', open + 1);
    if (close < 0) break;
    let start = open;
    while (start > from && isSpace(text[start - 1])) start -= 1;
    let end = close + 1;
    if (trailing) while (end < text.length && isSpace(text[end])) end += 1;
    out += text.slice(from, start) + replacement;
    from = end;
  }
  return out + text.slice(from);
}
