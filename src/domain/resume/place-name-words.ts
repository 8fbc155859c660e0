/**
 * The lower-case words that join the capitalised words of a place's name ("Rio de Janeiro",
 * "Frankfurt am Main", "Castilla y León", "Stratford upon Avon"). One list for every reader of
 * place names: the town after an employer (trailing-town.ts), a place printed without its comma
 * (contact-place.ts), and a line the next one must finish (join-wrapped.ts).
 */
export const PLACE_JOINING_WORDS: readonly string[] = [
  'de',
  'del',
  'da',
  'do',
  'la',
  'el',
  'am',
  'an',
  'y',
  'e',
  'upon',
  'on',
  'sur',
  'en',
  'di',
];

/** PLACE_JOINING_WORDS as a regular-expression alternation (the words hold no special characters). */
export const PLACE_JOINING_ALTERNATION = PLACE_JOINING_WORDS.join('|');

/**
 * The one-letter articles that open some places' names: Galician and Portuguese "A" and "O" ("A
 * Coruña", "O Porriño"). A name's other words have two letters or more.
 */
export const PLACE_ARTICLE = '(?:[AO]\\s)?';
