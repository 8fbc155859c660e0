/**
 * A postal address written out in the header ("Ngong Road, Nairobi, Kenya", "Bahnhofstrasse 12,
 * 8008 Zürich", "1234 Elm St, Columbus, OH 43214", "P.O. Box 30512-00100, Nairobi"): the
 * resume's location is its town part, after the street, house number or box.
 */
import { looksLikeLocation } from './entry-fields';

/** A house number, a box, or a street word in English, German, French, Spanish, Italian, Portuguese. */
const STREET_RE =
  /\d|\b(?:p\.?\s*o\.?\s*box|box|road|rd|street|st|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|highway|hwy|suite|apt|rue|calle|avenida|av|rua|via|viale|piazza|paseo|carrera)\b|(?:strasse|straße|str\.|weg|gasse|platz|allee)\b/i;

/** One to three capitalised words: a town named without its region ("Nairobi", "San José"). */
const TOWN_RE = /^\p{Lu}[\p{L}'’.-]+(?:\s(?:\p{Lu}[\p{L}'’.-]+|de|del|la|los|am|an|sur))*$/u;

export function cityOfAddress(text: string): string | null {
  const parts = text.split(/,\s*/).map((p) => p.trim());
  for (let k = 1; k < parts.length; k += 1) {
    const street = parts.slice(0, k).join(', ');
    const city = parts.slice(k).join(', ');
    if (!STREET_RE.test(street)) continue;
    if (looksLikeLocation(city)) return city;
    // "PO Box 1234, Nairobi": the last part alone, a town, after a numbered box or street.
    if (k === parts.length - 1 && /\d/.test(street) && TOWN_RE.test(city)) return city;
  }
  return null;
}
