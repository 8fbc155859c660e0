/**
 * "Hawkins Construction, Wellington": a town named after the employer with no region or
 * country to vouch for it. Read by its shape and place on a role line: one to three
 * capitalised words after the last comma, none of them a job, company, department or skill word.
 * A town and its county or district are both peeled ("Scoil Naomh Éanna, Salthill, Galway",
 * "St. Mary's School, Ennis, Co. Clare"): "Co." before a name is a county, not a company.
 */
import { looksLikeDegree } from './degrees';
import { classifyFragment, isPlace, looksLikeLocation } from './entry-fields';
import { foldAccents } from './fold';
import { PLACE_ARTICLE, PLACE_JOINING_ALTERNATION } from './place-name-words';
import { vocabEntry } from './vocabulary';

/**
 * A town's words may be joined by the joining words of place names ("Cagayan de Oro"); it may name
 * its district by number ("Lyon 5e", "Paris 1er", a French arrondissement) and carry a note in
 * brackets ("Lyon 5e (bistronomie, 60 couverts)"), which stays with it.
 */
const TOWN_RE = new RegExp(
  `^(.+?),\\s*(${PLACE_ARTICLE}\\p{Lu}[\\p{L}'’.-]+(?:\\s(?:(?:${PLACE_JOINING_ALTERNATION})\\s)?\\p{Lu}[\\p{L}'’.-]+){0,2}(?:\\s\\d{1,2}(?:e|er|ème|eme))?(?:\\s\\([^()]*\\))?)$`,
  'u',
);

/** Legal forms and the parts of an organisation that also follow a comma ("KPMG, Advisory"). */
const NOT_TOWN = new Set(
  (
    'inc incorporated llc ltd limited corp co plc gmbh llp lp pty ag sa bv nv jr sr ii iii iv ' +
    'division department dept unit team office branch group headquarters hq sales marketing finance ' +
    'operations engineering research product products design audit tax advisory assurance consulting ' +
    'legal compliance risk strategy data analytics security infrastructure platform cloud retail ' +
    'wholesale commercial corporate investment banking digital technology services support editorial'
  ).split(' '),
);

/** "Co. Clare", "Co Galway": an Irish or British county. */
const COUNTY_RE = /^Co\.?\s\p{Lu}[\p{L}'’-]+$/u;

function townAfterComma(text: string): [string, string] | null {
  const m = TOWN_RE.exec(text.trim());
  if (!m) return null;
  const [, head, town] = m as unknown as [string, string, string];
  if (classifyFragment(head) === 'title' || /\d/.test(head)) return null;
  if (COUNTY_RE.test(town)) return [head.trim(), town];
  // "R.O.K Cyber Command, MND": a short acronym after a comma is the organisation's, not a town.
  if (/^[A-Z]{2,4}$/.test(town) && !isPlace(town)) return null;
  const words = foldAccents(town).toLowerCase().replace(/\./g, '').split(/\s+/);
  if (
    words.some((w) => NOT_TOWN.has(w)) ||
    vocabEntry(town) ||
    (classifyFragment(town) !== 'unknown' && !isPlace(town))
  ) {
    return null;
  }
  return [head.trim(), town];
}

export function splitTrailingTown(text: string): [string, string | null] {
  const last = townAfterComma(text);
  if (!last) return [text, null];
  // "Employer, Town, County": the part before the county is the town when it is one too.
  const inner = last[0].includes(',') ? townAfterComma(last[0]) : null;
  if (inner && isTownName(inner[1])) return [inner[0], `${inner[1]}, ${last[1]}`];
  return last;
}

/** Capitalised words, with the joining words of place names between them ("Rio de Janeiro", "Frankfurt am Main"). */
const TOWN_NAME_RE = new RegExp(
  `^${PLACE_ARTICLE}\\p{Lu}[\\p{L}'’.-]+(?:\\s(?:(?:${PLACE_JOINING_ALTERNATION})\\s)?\\p{Lu}[\\p{L}'’.-]+){0,2}(?:\\s*\\/\\s*(?:remote|hybrid|\\p{Lu}[\\p{L}'’.-]+))?$`,
  'u',
);

/**
 * "Berlin", "Hamburg / remote": a town standing alone in the last field of an employer's line
 * ("Acme GmbH    Berlin", the title and dates on the line below). One to three capitalised
 * words that name no job, company, organisation part or skill.
 */
/** A profile handle or a web address, in capitals or not: "IN/NOAHTHOMAS", "LUKASZ-WOZNIAK.ME". */
const HANDLE_RE = /^in\/|^[\p{L}\d-]{2,}\.\p{L}{2,}$/iu;

export function isTownName(text: string): boolean {
  const t = text.trim();
  if (!TOWN_NAME_RE.test(t) || HANDLE_RE.test(t)) return false;
  const words = foldAccents(t)
    .toLowerCase()
    .replace(/\./g, '')
    .split(/[\s/]+/);
  return (
    !words.some((w) => NOT_TOWN.has(w)) &&
    !vocabEntry(t) &&
    !looksLikeDegree(t) &&
    classifyFragment(t) !== 'title' &&
    classifyFragment(t) !== 'company'
  );
}

/** A line naming only a place: "Austin, TX", "Berlin", "Salthill, Galway", "Ennis, Co. Clare", "Seoul & Austin, TX". */
export function isPlaceLine(text: string): boolean {
  const t = text.trim().replace(/(?<![\s|,·–—-])[\s|,·–—-]+$/, '');
  if (!t) return false;
  if (looksLikeLocation(t) || isTownName(t)) return true;
  // "Seoul, S.Korea & LA, U.S.A": places joined by "&".
  const places = t.split(/(?<!\s)\s+&\s+/);
  if (places.length > 1 && places.every((p) => looksLikeLocation(p) || isTownName(p))) return true;
  const [head, town] = splitTrailingTown(t);
  return town !== null && isTownName(head);
}
