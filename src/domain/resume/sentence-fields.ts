/**
 * Fields closed by full stops: LaTeX CV classes (ESIEEcv's "Lieu. Titre.") and some people write
 * an entry's line as sentences, "HSBC UK. Support Team Lead." or "University of Leeds. Bachelor
 * of Science.". Each way to cut such a line in two at a sentence's end; the caller keeps the cut
 * whose sides read as two different fields.
 */
import { isLegalForm, looksLikeTitle } from './entry-fields';

/** A word of up to three letters in lower or title case ("sp", "St", "Mt"), which a stop abbreviates. */
const SHORT_WORD_RE = /^\p{Lu}?\p{Ll}{1,2}$/u;
/** Four-letter words a stop abbreviates in names of places and organisations (a town's "Town" is none). */
const ABBREVIATIONS = new Set([
  'dott',
  'prof',
  'univ',
  'dept',
  'assn',
  'inst',
  'bros',
  'intl',
  'natl',
  'govt',
]);

/**
 * Whether a full stop right after `left` may end a field. A stop after one letter is an initial
 * ("J. Smith"), and one after a short word in lower or title case, or a known four-letter one, an
 * abbreviation ("sp. z o.o.", "Dott. Ricci", "St. Luke's"; not "City of Cape Town. Pretoria"), unless it is a legal form, which keeps its stop ("Acme Ltd. Data
 * Analyst."); one after another stop closes an abbreviation and the field ("Pvt. Ltd.. Data
 * Analyst"). A job's word is no abbreviation ("Engineering Lead. Desjardins Group.").
 */
export function endsSentence(left: string): boolean {
  if (left.endsWith('.')) return true;
  const word = left.split(' ').at(-1)!;
  const short =
    !/\p{L}{2}$/u.test(word) ||
    ((SHORT_WORD_RE.test(word) || ABBREVIATIONS.has(word.toLowerCase())) && !looksLikeTitle(word));
  return !short || isLegalForm(word);
}

/** The line's two sides at each full stop that may end a field, or none when it is no sentence. */
export function sentenceCuts(text: string): [string, string][] {
  const trimmed = text.trim();
  // A line with commas is read by its commas.
  if (!trimmed.endsWith('.') || trimmed.includes(',')) return [];
  const body = trimmed.slice(0, -1);
  const cuts: [string, string][] = [];
  for (let i = body.indexOf('. '); i > 0; i = body.indexOf('. ', i + 1)) {
    const left = body.slice(0, i);
    if (!endsSentence(left)) continue;
    const legal = !left.endsWith('.') && isLegalForm(left.split(' ').at(-1)!);
    const right = body.slice(i + 2).trim();
    // A field's sentence starts with a capital, and not with the rest of a legal form ("Pvt. Ltd.").
    if (/^\p{Lu}/u.test(right) && !isLegalForm(right.split(' ')[0]!))
      cuts.push([legal ? `${left}.` : left, right]);
  }
  return cuts;
}
