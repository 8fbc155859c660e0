/**
 * A postal address written out in the header ("Ngong Road, Nairobi, Kenya", "Bahnhofstrasse 12,
 * 8008 Zürich", "1234 Elm St, Columbus, OH 43214", "42-8, Bangbae-ro 15-gil, Seocho-gu, Seoul,
 * 00681, Rep. of KOREA", "北京市海淀区"): the resume's location is the whole address as written,
 * so the rebuilt header keeps it where the person put it.
 */
import { looksLikeLocation } from './entry-fields';

/** A house number, a box, or a street word in English, German, Dutch, French, Spanish, Italian, Portuguese. */
const STREET_RE =
  /\d|\b(?:p\.?\s*o\.?\s*box|box|road|rd|street|st|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|highway|hwy|suite|apt|rue|calle|avenida|av|rua|via|viale|piazza|paseo|carrera)\b|(?:strasse|straße|str\.|weg|gasse|platz|allee|straat|laan|plein|gracht|kade|singel|dreef|steeg)\b/i;

/** One to three capitalised words: a town named without its region ("Nairobi", "San José"). */
const TOWN_RE = /^\p{Lu}[\p{L}'’.-]+(?:\s(?:\p{Lu}[\p{L}'’.-]+|de|del|la|los|am|an|sur))*$/u;

/** A US street line that ends in its state and ZIP code: "32 Vassar St. 32G-598 Cambridge, MA 02139". */
const US_STREET_RE = /^\d+[A-Z]?\s+\p{Lu}.*\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?$/u;

/** A house number after one street word: "Vejrupsgade 30", "Hegelstr. 8". */
const HOUSE_RE = /^\p{Lu}[\p{L}.]+\s\d+\p{L}?$/u;

/** A postcode standing as its own part of the address: "00681", "6000", "92027". */
const POSTCODE_PART_RE = /^\d{4,6}$/;

/** A Chinese or Japanese address: Han characters ending in a city, district or province. */
const HAN_ADDRESS_RE = /^\p{Script=Han}{2,16}[市区區省县縣都府]$/u;

/** A street and then a town ("Ngong Road, Nairobi, Kenya", "PO Box 1234, Nairobi"). */
function streetThenTown(parts: string[]): boolean {
  for (let k = 1; k < parts.length; k += 1) {
    const street = parts.slice(0, k).join(', ');
    const town = parts.slice(k).join(', ');
    if (!STREET_RE.test(street)) continue;
    if (looksLikeLocation(town)) return true;
    if (k === parts.length - 1 && /\d/.test(street) && TOWN_RE.test(town)) return true;
  }
  return false;
}

/** The address opens with its house number, its street or a box ("42 Maple Ave", "Limmatquai 3"). */
const opensAddress = (first: string): boolean =>
  /^\d/.test(first) || HOUSE_RE.test(first) || STREET_RE.test(first.replace(/\d/g, ''));

export function isPostalAddress(text: string): boolean {
  const t = text.trim();
  if (HAN_ADDRESS_RE.test(t)) return true;
  if (/@|https?:|www\./i.test(t) || t.split(/\s+/).length > 14) return false;
  const parts = t.split(/,\s*/).map((p) => p.trim());
  if (!opensAddress(parts[0]!)) return false;
  if (streetThenTown(parts) || US_STREET_RE.test(t)) return true;
  // A house number, the postcode as a part of its own and names between, every part starting
  // as a place name or a number does: "Vejrupsgade 30, 2, 6000, Kolding".
  return (
    parts.length >= 3 &&
    parts.some((p) => POSTCODE_PART_RE.test(p)) &&
    parts.every((p) => /^[\p{Lu}\d]/u.test(p))
  );
}

/** The postcode after a street that ends its first line: "Hegelstr. 8, 96052". */
const TRAILING_POSTCODE_RE = /^\d{4,6}$/;

/**
 * The first line of an address written on two: a street with its house number (and maybe its
 * postcode) but no town: "123 Main Street", "Hegelstr. 8, 96052". The town line after it
 * completes it (joinAddress).
 */
export function isStreetLine(text: string): boolean {
  const parts = text.trim().split(/,\s*/);
  if (parts.length > 2 || (parts[1] !== undefined && !TRAILING_POSTCODE_RE.test(parts[1]))) return false;
  const street = parts[0]!;
  if (street.split(/\s+/).length > 6 || !/\d/.test(street)) return false;
  return (
    HOUSE_RE.test(street) ||
    (/^\d+[a-z]?\s+\p{Lu}/u.test(street) && STREET_RE.test(street.replace(/\d/g, '')))
  );
}

/** "123 Main Street" + "Springfield, IL" -> "123 Main Street, Springfield, IL"; a postcode runs on: "96052 Bamberg". */
export const joinAddress = (street: string, town: string): string =>
  `${street.trim()}${/\d$/.test(street.trim()) ? ' ' : ', '}${town.trim()}`;
