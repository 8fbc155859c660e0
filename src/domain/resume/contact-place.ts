/**
 * A town and its region, the way a header names where the person lives: "Genova, Liguria",
 * "Oaxaca, Oaxaca, MX", "Malindi, Kilifi County, KE", "Wrocław, dolnośląskie". No list of the
 * world's regions is kept: in the header, after the name, a line of two or three short parts
 * joined by commas, none of them a job, an employer, a skill or a language, is a place. A
 * country's name or code may close it, after a comma or in brackets, or follow the town in brackets.
 */
import { classifyFragment, DIVISION_RE, isLegalForm } from './entry-fields';
import { PLACE_JOINING_WORDS } from './place-name-words';
import { isPlaceLine } from './trailing-town';
import { vocabEntry } from './vocabulary';
import { isCountryCode, isCountryName, isLanguageName } from './world-names';

const PART_RE = /^\p{L}[\p{L}'’. -]{0,39}$/u;
const CODE_RE = /^[A-Z]{2,3}$/;

/** A part's words, its joining words aside ("Ciudad Autónoma de Buenos Aires" holds four). */
const namedWords = (part: string) => part.split(' ').filter((w) => !PLACE_JOINING_WORDS.includes(w)).length;

const placePart = (part: string, maxWords = 4): boolean =>
  PART_RE.test(part) &&
  namedWords(part) <= maxWords &&
  !isLanguageName(part) &&
  !vocabEntry(part) &&
  (DIVISION_RE.test(part) || ['unknown', 'location'].includes(classifyFragment(part)));

export function isTownAndRegion(text: string): boolean {
  // "Goiânia, Goiás (BR)": the country's code in brackets closes the line as a part of its own;
  // after the town ("Murcia (ES), Región de Murcia") it only says the town's country; so does
  // a code after a space ("Nakuru, Nakuru County KE").
  const parts = codeAfterSpace(text)
    .replace(/(?<=\p{L})\s*\(([A-Z]{2,3})\)$/u, ', $1')
    .replace(/(?<=\p{L})\s*\([A-Z]{2,3}\)(?=,)/u, '')
    .split(',')
    .map((p) => p.trim());
  if (parts.length < 2 || parts.length > 3) return false;
  const last = parts.at(-1)!;
  // "… skills in Product" / "Training, safety and documentation.": a word in lower case closed
  // by a full stop ends a sentence; a place's last word is a name or an abbreviation ("Co.").
  if (/(?:^|\s)\p{Ll}+\.$/u.test(last)) return false;
  const country = CODE_RE.test(last) || isCountryName(last);
  const named = country ? parts.slice(0, -1) : parts;
  return /^\p{Lu}/u.test(named[0] ?? '') && named.every((p) => placePart(p));
}

/** A line naming only a place, as trailing-town.ts knows one or as a town and its region: "Leeds", "Nantes, Pays de la Loire". */
export const namesPlace = (text: string): boolean => isPlaceLine(text) || isTownAndRegion(text.trim());

/** "Nakuru, Nakuru County KE" -> "Nakuru, Nakuru County, KE": a country's code after a space. */
function codeAfterSpace(text: string): string {
  const t = text.trimEnd();
  const space = t.lastIndexOf(' ');
  const code = t.slice(space + 1);
  // Only after a town and its comma, and never a legal form that looks like one ("Siemens AG").
  const head = t.slice(0, space);
  if (space < 1 || code.length !== 2 || !isCountryCode(code) || isLegalForm(code)) return text;
  if (!head.includes(',') || !/\p{L}$/u.test(head)) return text;
  return `${head}, ${code}`;
}

/**
 * "BENIN CITY EDO STATE", "Sydney New South Wales", "Genova Liguria IT": a town and region printed
 * without their comma (a country's code may close them), up to five capitalised words, none of
 * them a job, an employer, a skill or a language.
 * Only beside the person's contact details is that shape a place (parse-contact.ts).
 */
export function isPlaceWithoutComma(text: string): boolean {
  const t = text.trim();
  const all = t.split(/\s+/);
  // A country's code may close it ("Genova Liguria IT"): the words before it are the place.
  const words = all.length >= 3 && isCountryCode(all.at(-1)!) ? all.slice(0, -1) : all;
  return (
    words.length >= 2 &&
    words.every((w) => /^\p{Lu}/u.test(w) || PLACE_JOINING_WORDS.includes(w)) &&
    placePart(words.join(' '), 5)
  );
}

/** Cells of a row set apart (three spaces or more). */
export const CELL_GAP_RE = /(?<!\s)\s{3,}/;
/** "KE", "County, KE", "Östergötlands län, SE": the end of a place, closed by its country. */
const COUNTRY_END_RE = /^(?:\p{Lu}[\p{L} .'’-]*, |[\p{L} .'’-]+, )?(\p{Lu}[\p{L} .'’-]*)$/u;

export const endsWithCountry = (text: string): boolean => {
  const last = text.split(',').at(-1)!.trim();
  return CODE_RE.test(last) || isCountryName(last);
};

/**
 * "Location    Kaduna, Kaduna State," / "NG"; "Location    Mombasa, Mombasa" / "Phone    +254 …
 * County, KE": a labelled place wrapped inside its cell of a grid of labelled details. The
 * value has no country yet; the next row's cell that no label leads and that ends the place
 * with its country is the rest of it. Returns the whole place, or null.
 */
export function labelledPlaceTail(
  value: string,
  next: string | undefined,
  isLabel: (cell: string) => boolean,
): string | null {
  if (!next || endsWithCountry(value)) return null;
  const cells = next.trim().split(CELL_GAP_RE);
  const free = cells.filter((cell, i) => !isLabel(cell) && !(i > 0 && isLabel(cells[i - 1]!)));
  const tail = free.at(-1);
  const m = tail === undefined ? null : COUNTRY_END_RE.exec(tail);
  if (!m || !(isCountryCode(m[1]!) || isCountryName(m[1]!))) return null;
  return `${value.trim()} ${tail}`;
}
