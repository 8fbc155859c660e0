/**
 * How a display name reads to the eye, character by character (docs/product-rules.md 2.7): the
 * name after Unicode NFKC, without invisible and format characters (zero-width spaces, joiners,
 * soft hyphens, bidi controls, variation selectors) and accents, each character read as the
 * lower-case Latin letters it looks like under the confusable skeleton of Unicode TR39
 * (the `unhomoglyph` package holds TR39's table: Cyrillic "о" reads "o", "0" reads "o", "m" and
 * "rn" both read "rn"). Pure: no I/O.
 */
import unhomoglyph from 'unhomoglyph';

export interface ReadChar {
  /** The character as written, after NFKC and without accents. */
  char: string;
  /** The spellings in a-z it may be read as (none when it looks like no Latin letter). */
  readings: string[];
  /** A letter that reads as Latin: it belongs to the word around it (digits and marks do not). */
  latinLetter: boolean;
  /** Letter case: an upper-case letter after a lower-case one starts a word ("JobkitSupport"). */
  lower: boolean;
  upper: boolean;
}

/** Unicode's invisible characters: Default_Ignorable_Code_Point and the format controls (Cf). */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const MARKS = /\p{M}/gu;
const LATIN = /^[a-z]+$/;

/** Without accents and other combining marks. */
const bare = (s: string) => s.normalize('NFD').replace(MARKS, '');

/** Full case folding as JavaScript offers it: "ß" and "SS" fold to "ss", "ſ" to "s". */
const caseFold = (s: string) => s.toUpperCase().toLowerCase();

/**
 * One step of the skeleton: TR39's prototype of each character, accents dropped, case folded.
 * Folding can make a character TR39 maps again ("M" to "m", which looks like "rn"), so the step
 * is repeated until nothing changes.
 */
function skeleton(s: string): string {
  let current = s;
  for (let i = 0; i < 4; i++) {
    const next = caseFold(bare(unhomoglyph(current)));
    if (next === current) return next;
    current = next;
  }
  return current;
}

/**
 * The readings of one character. TR39 compares case-sensitively ("I" looks like "l"), while a
 * name's case means nothing here ("ADMIN" is "admin"), so a character is read both as written
 * and case-folded first: "I" reads "l" or "i", Cyrillic "К" reads "k".
 */
function readingsOf(char: string): string[] {
  const found = new Set([skeleton(char), skeleton(caseFold(char))]);
  return [...found].filter((r) => LATIN.test(r));
}

/** The name as it reads, one entry per character left once invisible ones are removed. */
export function readName(name: string): ReadChar[] {
  // Removed before NFKC too, so an invisible character cannot hold two characters apart there.
  const visible = bare(name.replace(INVISIBLE, '').normalize('NFKC').replace(INVISIBLE, ''));
  return [...visible].map((char) => {
    const readings = readingsOf(char);
    return {
      char,
      readings,
      latinLetter: /\p{L}/u.test(char) && readings.length > 0,
      lower: /\p{Ll}/u.test(char),
      upper: /\p{Lu}|\p{Lt}/u.test(char),
    };
  });
}

/** Whether anything shows once invisible characters and white space are set aside. */
export function hasVisibleText(name: string): boolean {
  return readName(name).some((c) => !/\s/u.test(c.char));
}

/** A plain lower-case word (a staff word) as readName reads it: "admin" is "adrnin". */
export function readWord(word: string): string {
  return readName(word)
    .map((c) => {
      if (c.readings.length !== 1) throw new Error(`"${word}" does not read as one Latin word`);
      return c.readings[0];
    })
    .join('');
}
