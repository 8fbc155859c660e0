/**
 * "Hawkins Construction, Wellington": a town named after the employer with no region or
 * country to vouch for it. Read by its shape and place on a role line: one to three
 * capitalised words after the last comma, none of them a job, company, department or skill word.
 */
import { classifyFragment, isPlace } from './entry-fields';
import { foldAccents } from './fold';
import { vocabEntry } from './vocabulary';

const TOWN_RE = /^(.+?),\s*(\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+){0,2})$/u;

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

export function splitTrailingTown(text: string): [string, string | null] {
  const m = TOWN_RE.exec(text.trim());
  if (!m) return [text, null];
  const [, head, town] = m as unknown as [string, string, string];
  if (classifyFragment(head) === 'title' || /\d/.test(head)) return [text, null];
  const words = foldAccents(town).toLowerCase().replace(/\./g, '').split(/\s+/);
  if (
    words.some((w) => NOT_TOWN.has(w)) ||
    vocabEntry(town) ||
    (classifyFragment(town) !== 'unknown' && !isPlace(town))
  ) {
    return [text, null];
  }
  return [head.trim(), town];
}
