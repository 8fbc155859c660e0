/**
 * What an empty field of a template leaves around a filled one: "Bachelor of Science in Nursing
 * in" ("{degree} in {area}" with no area), "BSc Nursing ()", "Nursing -", ", Bachelor of Arts".
 * A field never ends on a joining word, a separator or an empty bracket, nor opens with a
 * separator: those are cut. Loops, not patterns anchored at the end (they would backtrack on a
 * long run of spaces).
 */

/** Words that join two parts of a name and never end one. */
const JOINING = new Set(['in', 'of', 'at', 'and', '&', 'for', 'from']);
/** Marks that set two fields apart. */
const SEPARATORS = new Set([',', ';', '|', '-', '–', '—', '/', ':', '·', '•']);
const EMPTY_BRACKETS = ['()', '[]', '{}'];

export function trimFieldEnds(text: string): string {
  let t = text.trim();
  for (;;) {
    const before = t;
    while (t && SEPARATORS.has(t[0]!)) t = t.slice(1).trimStart();
    while (t && SEPARATORS.has(t.at(-1)!)) t = t.slice(0, -1).trimEnd();
    for (const empty of EMPTY_BRACKETS) if (t.endsWith(empty)) t = t.slice(0, -empty.length).trimEnd();
    const space = t.lastIndexOf(' ');
    if (space > 0 && JOINING.has(t.slice(space + 1).toLowerCase())) t = t.slice(0, space).trimEnd();
    if (t === before) return t;
  }
}
