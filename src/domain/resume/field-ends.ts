/**
 * What an empty field of a template leaves around a filled one: "Bachelor of Science in Nursing
 * in" ("{degree} in {area}" with no area), "BSc Nursing ()", "Nursing -", ", Bachelor of Arts".
 * A field never ends on a joining word, a separator or an empty bracket, nor opens with a
 * separator or a conjunction or preposition in lower case ("en Universidad de Málaga", the "en" of
 * "{degree} en {school}" wrapped alone): those are cut. Loops, not patterns anchored at the end (they would backtrack on a
 * long run of spaces).
 */

/**
 * Words that join two parts of a name and never end one, in the languages the headings are read in
 * (a French template's "{degree} en {area}" leaves "… en").
 */
const JOINING = new Set([
  ...['in', 'of', 'at', 'and', '&', 'for', 'from'],
  ...['en', 'de', 'du', 'des', 'et', 'für', 'und', 'em', 'da', 'di', 'del', 'van'],
]);
/** Of those, the ones no name opens with in lower case (unlike "de Volksbank", "van Oord"). */
const NEVER_OPENING = new Set(['in', 'of', 'at', 'and', 'for', 'from', 'en', 'et', 'für', 'und', 'em']);
/** Marks that set two fields apart. */
const SEPARATORS = new Set([',', ';', '|', '-', '–', '—', '/', ':', '·', '•']);
const EMPTY_BRACKETS = ['()', '[]', '{}'];

/** "and ∼200K ton CO2": text whose first word, in lower case, opens no name (a sentence's rest). */
export const opensNoName = (text: string): boolean => NEVER_OPENING.has(/^\S+/.exec(text.trim())?.[0] ?? '');

/** A word that joins two parts of a name ("in", "en", "of"), which alone is no field. */
export const isJoiningWord = (word: string): boolean => JOINING.has(word.trim().toLowerCase());

export function trimFieldEnds(text: string): string {
  let t = text.trim();
  for (;;) {
    const before = t;
    while (t && SEPARATORS.has(t[0]!)) t = t.slice(1).trimStart();
    while (t && SEPARATORS.has(t.at(-1)!)) t = t.slice(0, -1).trimEnd();
    for (const empty of EMPTY_BRACKETS) if (t.endsWith(empty)) t = t.slice(0, -empty.length).trimEnd();
    const space = t.lastIndexOf(' ');
    if (space > 0 && JOINING.has(t.slice(space + 1).toLowerCase())) t = t.slice(0, space).trimEnd();
    const first = t.indexOf(' ');
    if (first > 0 && NEVER_OPENING.has(t.slice(0, first))) t = t.slice(first + 1).trimStart();
    if (t === before) return t;
  }
}

/**
 * "Karlsruhe, (DE)": "{city}, {region} ({country})" with no region leaves its separator before
 * the bracket; the field reads without it.
 */
export const closeEmptyField = (text: string): string => text.replace(/[,;](?=\s*\()/g, '');
