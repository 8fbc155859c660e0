/**
 * An organisation's name cut in two by a narrow cell: "Mahindra & Mahindra" / "Ltd. — Noida",
 * "Yorkshire Ambulance" / "Service NHS Trust — Leeds". The lower line's first field (up to a
 * dash, bar or comma) finishes the name above it when the two read as one employer's or school's
 * name and that field could not stand alone: a legal form alone, or the tail of a name of no known
 * kind. A whole name over a field of its own ("University of California" / "Computer Science") is
 * no such cut, nor is a name its legal form closes, nor a name over a title, a degree, a place or
 * a heading (a word alone, "Board", may name a town: no tail by itself).
 */
import { looksLikeDegree, looksLikeSchool } from './degrees';
import { classifyFragment, endsWithLegalForm, looksLikeLocation, looksLikeTitle } from './entry-fields';
import { detectHeading } from './headings';
import { isPlaceLine } from './trailing-town';

/** The most words a name's tail holds ("Service NHS Trust"). */
const TAIL_WORDS = 3;

/** A school's or an employer's name (join-wrapped.ts finishes names cut at a line's end with it too). */
export const namesOrganisation = (text: string): boolean =>
  looksLikeSchool(text) || classifyFragment(text) === 'company';

/** "Ltd.", "SARL", "Pty Ltd": a legal form and nothing else. */
const legalFormAlone = (field: string): boolean =>
  endsWithLegalForm(field) && field.split(/\s+/).length <= 2 && classifyFragment(field) === 'company';

export function nameTailGoesOn(upper: string, lower: string): boolean {
  const field = lower
    .trim()
    .replace(/\s+/g, ' ')
    .split(/ [|–—-] |, /)[0]!;
  const words = field.split(/\s+/).length;
  if (!/^\p{Lu}/u.test(field) || words > TAIL_WORDS) return false;
  const place = looksLikeLocation(field) || isPlaceLine(field);
  if (detectHeading(field) || looksLikeTitle(field) || looksLikeDegree(field) || place) return false;
  // A name its legal form closes is whole.
  if (endsWithLegalForm(upper) || !namesOrganisation(`${upper.trim()} ${field}`)) return false;
  return legalFormAlone(field) || !namesOrganisation(upper.trim());
}
